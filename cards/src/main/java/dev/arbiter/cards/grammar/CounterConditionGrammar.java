package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * Conditions on the source's counters and its controller's life, as intervening "if" clauses write them (603.4):
 * <pre>
 * condition := "~ has" count KIND ("counter" | "counters") "on it"
 *            | "~ has counters on it"                                   (any kind: one or more, 122)
 *            | "~ doesn't have" ("a" | "an" | "any") KIND ("counter" | "counters") "on it"
 *            | ("there are" | "there is") count KIND ("counter" | "counters") "on ~"
 *            | "you have" number ("or more" | "or less") "life"
 *            | "you have at least" number "life more than your starting life total"
 *            | "your life total is greater than or equal to your starting life total"
 *            | "your life total is" ("greater" | "less") "than your starting life total"
 * </pre>
 */
final class CounterConditionGrammar {

    private CounterConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        return c.attempt(CounterConditionGrammar::parse);
    }

    private static ConditionNode parse(Cursor c) {
        if (c.accept("your life total is greater than or equal to your starting life total")) { // 103.4
            return new ConditionNode.YourLifeAtLeastStarting();
        }
        if (c.accept("your life total is greater than your starting life total")) { // 103.4: at least one more
            return new ConditionNode.YourLifeAtLeastStarting(1);
        }
        if (c.accept("your life total is less than your starting life total")) { // 103.4: not at least as much
            return new ConditionNode.Not(new ConditionNode.YourLifeAtLeastStarting());
        }
        if (c.accept("you have")) { // 119: "if you have 40 or more life"
            int m = c.mark();
            if (c.accept("at least")) { // 103.4: "you have at least 7 life more than your starting life total"
                AmountNode more = ReferenceGrammar.count(c);
                if (more instanceof AmountNode.Fixed f && c.accept("life more than your starting life total")) {
                    return new ConditionNode.YourLifeAtLeastStarting(f.value());
                }
                c.reset(m);
            }
            ConditionNode.Count n = ConditionGrammar.count(c);
            return c.accept("life") ? new ConditionNode.YourLife(n) : null;
        }
        if (c.accept("~ doesn't have") || c.accept("~ does not have")) {
            if (c.acceptAny("a", "an", "any") == null) return null;
            String kind = CounterGrammar.kind(c);
            if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on it")) return null;
            return new ConditionNode.SourceCounters(kind, new ConditionNode.Count(0, 0));
        }
        if (c.accept("~ has counters on it")) { // 122: counters of any kind, one or more
            return new ConditionNode.SourceCounters(null, new ConditionNode.Count(1, Integer.MAX_VALUE));
        }
        if (c.accept("~ has")) {
            ConditionNode.Count n = ConditionGrammar.count(c);
            String kind = CounterGrammar.kind(c);
            if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on it")) return null;
            return new ConditionNode.SourceCounters(kind, n);
        }
        if (c.accept("there are") || c.accept("there is")) {
            ConditionNode.Count n = ConditionGrammar.count(c);
            String kind = CounterGrammar.kind(c);
            if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on ~")) return null;
            return new ConditionNode.SourceCounters(kind, n);
        }
        return null;
    }
}
