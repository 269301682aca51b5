package dev.arbiter.cards.deck;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** Checks a deck list against a card pool. */
public final class DeckValidator {

    private DeckValidator() {
    }

    /**
     * One message per main-deck or sideboard entry whose card is not {@code known}, e.g.
     * {@code red-simple.txt:3: unknown card "Lightning Blot"}.
     */
    public static List<String> unknownCards(DeckList deck, Predicate<String> known) {
        List<String> messages = new ArrayList<>();
        Stream.concat(deck.main().stream(), deck.sideboard().stream())
                .filter(e -> !known.test(e.name()))
                .forEach(e -> messages.add(e.pos() + ": unknown card \"" + e.name() + "\""));
        return messages;
    }
}
