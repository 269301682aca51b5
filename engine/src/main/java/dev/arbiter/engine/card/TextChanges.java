package dev.arbiter.engine.card;

/**
 * How a card's text reads after a text change (612): the card compiler knows how to read the changed words, so it
 * attaches this to each card it compiles ({@link CardDefinition#withTextChanges}).
 */
@FunctionalInterface
public interface TextChanges {
    /** The card with its text so changed, or null when no such word is in it or the new text can't be played. */
    CardDefinition changed(TextChange change);
}
