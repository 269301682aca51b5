package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Counts of the creatures that died this turn (700.4), judged as they last existed (603.10a):
 * <pre>
 * died := noun ["you controlled"] "that died this turn"
 *       | noun "put into your graveyard from the battlefield this turn"   (its owner's graveyard, 404.2)
 * </pre>
 * after "for each" ("for each Zubera that died this turn", "for each nontoken creature you controlled that died this
 * turn") or "the number of" (plural noun: "the number of Zubera that died this turn").
 */
final class DiedThisTurnGrammar {
    private DiedThisTurnGrammar() {
    }

    /** The count, or null with the cursor unchanged; {@code plural}: after "the number of". */
    static AmountNode count(Cursor c, int factor, boolean plural) {
        int m = c.mark();
        try {
            Noun n = NounGrammar.noun(c);
            if (n.controller() == null && n.zone() == null && n.with().isEmpty() && (!plural || NounGrammar.mayBePlural(n))) {
                boolean you = c.accept("you controlled");
                if (c.accept("that died this turn")) return new AmountNode.DiedThisTurn(factor, n, you);
                if (!you && c.accept("put into your graveyard from the battlefield this turn")) { // 700.4, 404.2: owned
                    return new AmountNode.DiedThisTurn(factor, n, false, true);
                }
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }
}
