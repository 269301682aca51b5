package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A limit on what a player untaps in their untap step (502.3):
 * <pre>
 * limit := ["as long as ~ is untapped ,"] ("players" | "you") "can't untap more than" N noun
 *          "during" ("their untap steps" | "your untap step") "."
 * </pre>
 */
public final class UntapLimitGrammar {

    /** The limit: {@code youOnly} for "you" (else every player), at most {@code max} of {@code noun}. */
    public record Limit(boolean youOnly, int max, Noun noun, boolean whileUntapped) {
    }

    private UntapLimitGrammar() {
    }

    /** The limit {@code text} states, or null when it states none (or not exactly this way). */
    public static Limit parse(String text) {
        Cursor c = Cursor.of(text);
        try {
            boolean whileUntapped = c.accept("as long as ~ is untapped ,");
            boolean you = c.accept("you");
            if (!you && !c.accept("players")) return null;
            if (!c.accept("can't untap more than")) return null;
            var n = ReferenceGrammar.count(c);
            if (!(n instanceof dev.arbiter.cards.grammar.ast.AmountNode.Fixed f) || f.value() < 1) return null;
            Noun noun = NounGrammar.noun(c);
            if (!c.accept(you ? "during your untap step" : "during their untap steps")) return null;
            if (!c.accept(".") || !c.atEnd()) return null;
            return new Limit(you, f.value(), noun, whileUntapped);
        } catch (ParseFailure e) {
            return null;
        }
    }
}
