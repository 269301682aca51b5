package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;

/**
 * An animation whose sentence ends inside the quoted ability it grants (113.1a, 205.1b): "~ becomes a 4/4 Serpent
 * creature with "This creature can't attack unless defending player controls an Island."" — the one sentence read by
 * the animation readers as the same text with its period outside the quote would be; nothing else ends this way here.
 */
final class QuotedEndAnimation {

    private QuotedEndAnimation() {
    }

    /** The animation, or null when {@code text} (ending ".\"") is no such one-sentence animation. */
    static Effect parse(String text, ParseContext ctx) {
        if (oneSentence(text) < 0) return null;
        Effect read = AnimationClauses.parse(text, ctx);
        return read != null ? read : SourceItAnimation.parse(text, ctx);
    }

    /** The index of the opening quote when the text's only quoted part is its end and no period comes before it, or -1. */
    private static int oneSentence(String text) {
        int open = text.indexOf('"');
        if (open < 0 || open != text.lastIndexOf('"', text.length() - 2) || text.substring(0, open).contains(".")) return -1;
        return open;
    }
}
