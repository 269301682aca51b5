package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * An entering replacement with a condition or a counted number of counters (614.1c, 107.1):
 * <pre>
 * line := self "enters" ["the battlefield"] "with" count KIND ("counter" | "counters") "on it" "if" condition "."
 *       | self "enters" ["the battlefield"] "with" count KIND ("counter" | "counters") "on it" "for each" noun "."
 *       | self "enters" ["the battlefield"] "with X" KIND "counters on it , where X is" amount "."
 *       | self "enters" ["the battlefield"] "with a number of" KIND "counters on it equal to" amount "."
 *       | "if" condition "," self "enters" ["the battlefield"] "with" count KIND ("counter" | "counters") "on it" "."
 * self := "~" | "this creature" | "this permanent" | "this artifact" | "this enchantment" | "this land"
 * </pre>
 * ("Morbid — ~ enters the battlefield with two +1/+1 counters on it if a creature died this turn.",
 * "~ enters the battlefield with a divinity counter on it if you cast it from your hand.")
 */
public final class ConditionalEntryGrammar {

    /** The counters (kind and how many) and the condition under which it enters with them (null: always). */
    public record Entry(String kind, AmountNode amount, ConditionNode condition) {
    }

    private ConditionalEntryGrammar() {
    }

    /** The line as an {@link Entry}, or throws {@link ParseFailure}. */
    public static Entry parse(String text) {
        Cursor c = Cursor.of(text);
        if (c.accept("if")) { // 614.1c: "If at least three red mana was spent to cast this spell, ~ enters ... with ..."
            ConditionNode condition = ConditionGrammar.condition(c);
            if (condition instanceof ConditionNode.Kicked) throw c.fail("a condition other than kicker"); // KickedGrammar's
            c.expect(",");
            ReferenceGrammar.selfEnters(c);
            c.expect("with");
            StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
            c.expect(".");
            if (!c.atEnd()) throw c.fail("the end of the line");
            return new Entry(n.kind(), n.amount(), condition);
        }
        ReferenceGrammar.selfEnters(c);
        c.expect("with");
        Entry e;
        if (c.accept("a number of")) { // "with a number of +1/+1 counters on it equal to the number of ..." (107.1)
            String kind = CounterGrammar.kind(c);
            if (kind == null) throw c.fail("a kind of counter");
            c.expect("counters on it equal to");
            e = new Entry(kind, ClauseGrammar.numberOf(c), null);
        } else {
            int m = c.mark();
            AmountNode base = ReferenceGrammar.count(c);
            c.reset(m);
            StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
            if (n.amount() instanceof AmountNode.X && c.accept(", where x is")) {
                e = new Entry(n.kind(), AmountDefinitionGrammar.definition(c), null); // "X +1/+1 counters on it, where X is ..."
            } else if (base instanceof AmountNode.Fixed && c.at("for each")) {
                e = new Entry(n.kind(), ClauseGrammar.perEach(c, base), null); // "a +1/+1 counter on it for each ..."
            } else {
                c.expect("if");
                e = new Entry(n.kind(), n.amount(), ConditionGrammar.condition(c));
            }
        }
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return e;
    }
}
