package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Opponents counted by comparing what they control with what you control (102.1, 107.1):
 * <pre>
 * per-each := "opponent who controls fewer" noun "than you"      (after "for each")
 * </pre>
 */
final class FewerThanYouGrammar {

    private FewerThanYouGrammar() {
    }

    /** After "for each": the count times {@code factor}, or null with the cursor unchanged. */
    static AmountNode perEach(Cursor c, int factor) {
        int m = c.mark();
        if (!c.accept("opponent who controls fewer")) return null;
        try {
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() && noun.controller() == null && noun.zone() == null && c.accept("than you")) {
                return new AmountNode.OpponentsWithFewer(factor, noun);
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }
}
