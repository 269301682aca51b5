package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * After "the number of [noun]": what an earlier step of the same effect did to such objects (608.2c), read by the lowering
 * only right after that step.
 * <pre>
 * moved := ["you controlled that were"] ("destroyed" | "exiled" | "sacrificed" | "tapped") "this way"
 * </pre>
 * "you controlled that were" counts only those that were yours as they last existed before the step (608.2h).
 */
final class ThisWayAmountGrammar {
    private ThisWayAmountGrammar() {
    }

    /** The count, or null with the cursor unmoved. */
    static AmountNode numberOf(Cursor c, Noun noun) {
        int m = c.mark();
        Noun n = noun;
        if (c.accept("you controlled that were")) {
            if (noun.controller() != null) {
                c.reset(m);
                return null;
            }
            n = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), "you control", noun.with(), noun.plural(), noun.zone());
        }
        if (c.accept("destroyed this way")) return new AmountNode.DestroyedThisWay(1, n, false); // 701.8a
        if (c.accept("exiled this way")) return new AmountNode.ExiledThisWay(1, n); // 406
        if (c.accept("sacrificed this way")) return new AmountNode.SacrificedThisWay(1, n); // 701.17a
        if (c.accept("tapped this way")) return new AmountNode.TappedThisWay(1, n); // 701.21a
        c.reset(m);
        return null;
    }
}
