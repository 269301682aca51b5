package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;

/**
 * Lines linked to a permanent's kicker (702.33e):
 * <pre>
 * kicked := "if" ("~" | "it") "was kicked" "," ("it" | "~") "enters" ["the battlefield"] "with" count KIND "counter(s) on it" "."
 * </pre>
 */
public final class KickedGrammar {

    private KickedGrammar() {
    }

    /** The counters "If ~ was kicked, it enters with ..." gives: kind and amount. */
    public record KickedCounters(String kind, AmountNode amount) {
    }

    /** The line's counters, or null when {@code text} is not such a line; throws where a kicked line stops parsing. */
    public static KickedCounters parse(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("if")) return null;
        if (c.acceptAny("~", "it") == null || !c.accept("was kicked ,")) return null;
        if (c.acceptAny("it", "~") == null) throw c.fail("\"it\"");
        c.expect("enters");
        c.accept("the battlefield");
        c.expect("with");
        StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new KickedCounters(n.kind(), n.amount());
    }
}
