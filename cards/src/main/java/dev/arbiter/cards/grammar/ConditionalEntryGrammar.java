package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * An entering replacement with a condition (614.1c):
 * <pre>
 * line := self "enters" ["the battlefield"] "with" count KIND ("counter" | "counters") "on it" "if" condition "."
 * self := "~" | "this creature" | "this permanent" | "this artifact" | "this enchantment" | "this land"
 * </pre>
 * ("Morbid — ~ enters the battlefield with two +1/+1 counters on it if a creature died this turn.",
 * "~ enters the battlefield with a divinity counter on it if you cast it from your hand.")
 */
public final class ConditionalEntryGrammar {

    /** The counters (kind and how many) and the condition under which it enters with them. */
    public record Entry(String kind, AmountNode amount, ConditionNode condition) {
    }

    private ConditionalEntryGrammar() {
    }

    /** The line as an {@link Entry}, or throws {@link ParseFailure}. */
    public static Entry parse(String text) {
        Cursor c = Cursor.of(text);
        if (c.acceptAny("~", "this creature", "this land", "this artifact", "this enchantment", "this permanent") == null) {
            throw c.fail("\"~\"");
        }
        c.expect("enters");
        c.accept("the battlefield");
        c.expect("with");
        StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
        c.expect("if");
        ConditionNode condition = ConditionGrammar.condition(c);
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new Entry(n.kind(), n.amount(), condition);
    }
}
