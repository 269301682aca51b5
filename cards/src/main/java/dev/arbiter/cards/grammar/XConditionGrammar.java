package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * A condition on the value chosen for X (107.3, 608.2c), read as the spell or ability resolves:
 * <pre>
 * x-condition := "x is" number ("or more" | "or greater" | "or less" | "or fewer") | "x is less than" number
 * </pre>
 */
final class XConditionGrammar {

    private XConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor unchanged. */
    static ConditionNode condition(Cursor c) {
        int m = c.mark();
        if (!c.accept("x is")) return null;
        boolean lessThan = c.accept("less than");
        AmountNode n;
        try {
            n = ReferenceGrammar.count(c);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) {
            c.reset(m);
            return null;
        }
        ConditionNode.Count count = null;
        if (lessThan) count = new ConditionNode.Count(0, f.value() - 1);
        else if (c.acceptAny("or more", "or greater") != null) count = new ConditionNode.Count(f.value(), Integer.MAX_VALUE);
        else if (c.acceptAny("or less", "or fewer") != null) count = new ConditionNode.Count(0, f.value());
        if (count == null) {
            c.reset(m);
            return null;
        }
        return new ConditionNode.AmountIs(new AmountNode.X(), count);
    }

    /** Whether {@code condition} is one this grammar reads. */
    static boolean isX(ConditionNode condition) {
        return condition instanceof ConditionNode.AmountIs a && a.amount() instanceof AmountNode.X;
    }
}
