package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;

/** "If X is 5 or more, ..." (107.3, 608.2c): the X paid, compared as the spell or ability resolves. */
final class XConditionLowering {

    private XConditionLowering() {
    }

    /** The condition, or null when {@code c} is not a condition on X. */
    static Condition lower(ConditionNode c, ParseContext ctx) {
        if (!(c instanceof ConditionNode.AmountIs a) || !(a.amount() instanceof AmountNode.X)) return null;
        if (!ctx.xAvailable()) throw new NotSupported("variable amount (X not paid in the cost)"); // 107.3a
        return new Condition.AmountBetween(new Amount.X(), a.count().min(), a.count().max());
    }

    static boolean isX(Condition c) {
        return c instanceof Condition.AmountBetween ab && ab.amount() instanceof Amount.X;
    }

    /**
     * On a spell, "If X is 5 or more, destroy all other creatures" means other than what the spell made before (Martial
     * Coup's tokens), not other than the spell itself (109.5): refused.
     */
    static void checkOthers(Condition condition, dev.arbiter.engine.ability.Effect then, ParseContext ctx) {
        if (!isX(condition) || ctx.sourceIsPermanent()) return;
        if (dev.arbiter.engine.util.RecordTrees.contains(then, o -> o instanceof dev.arbiter.engine.ability.ObjectFilter f && f.other())) {
            throw new NotSupported("\"other\" on a spell after \"if X is ...\" (other than the objects it made)");
        }
    }
}
