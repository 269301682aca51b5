package dev.arbiter.cards.grammar;

import java.util.List;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * Lines linked to a permanent's kicker (702.33e):
 * <pre>
 * kicked := "if" ("~" | "it") "was kicked" ["with its" MANA-SYMBOLS "kicker"] "," ("it" | "~") "enters" ["the battlefield"]
 *           "with" count KIND "counter(s) on it" ["and with" (keywords | QUOTED)] "."      (702.33f: one of two kicker costs)
 * </pre>
 */
public final class KickedGrammar {

    private KickedGrammar() {
    }

    /**
     * After "If this spell was kicked,": "it deals N damage instead" / "~ deals N damage instead" /
     * "create N of those tokens instead" (702.33d), or null with the cursor unmoved.
     */
    static EffectNode amountInstead(Cursor c) {
        int m = c.mark();
        AmountNode n = null;
        if (c.acceptAny("it", "~") != null && c.accept("deals")) {
            n = ReferenceGrammar.count(c);
            if (n == null || !c.accept("damage instead")) n = null;
        } else {
            c.reset(m);
            if (c.accept("create")) {
                n = ReferenceGrammar.count(c);
                if (n == null || !c.accept("of those tokens instead")) n = null;
            }
        }
        if (n == null || !(c.at(".") )) {
            c.reset(m);
            return null;
        }
        return new EffectNode.KickedAmount(n);
    }

    /** The counters "If ~ was kicked, it enters with ..." gives: kind and amount. */
    public record KickedCounters(String kind, AmountNode amount, List<String> keywords, List<String> kicker,
            dev.arbiter.cards.grammar.ast.Granted granted) {
        /** Kicked with any kicker cost (702.33e). */
        public KickedCounters(String kind, AmountNode amount, List<String> keywords) {
            this(kind, amount, keywords, List.of());
        }

        /** {@code granted}: what "and with ..." grants (613.1f, 113.1a), the keywords read as one list; null without. */
        public KickedCounters(String kind, AmountNode amount, List<String> keywords, List<String> kicker) {
            this(kind, amount, keywords, kicker,
                    keywords.isEmpty() ? null : GrantedListGrammar.read(String.join(" and ", keywords)));
        }
    }

    /** The line's counters, or null when {@code text} is not such a line; throws where a kicked line stops parsing. */
    public static KickedCounters parse(String text) {
        Cursor c = Cursor.of(text);
        if (!c.accept("if")) return null;
        if (c.acceptAny("~", "it") == null || !c.accept("was kicked")) return null;
        List<String> kicker = new java.util.ArrayList<>(); // 702.33f: "was kicked with its {1}{U} kicker": that cost paid
        if (c.accept("with its")) {
            while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) kicker.add(c.next().text());
            if (kicker.isEmpty() || !c.accept("kicker")) return null;
        }
        if (!c.accept(",")) return null;
        if (c.acceptAny("it", "~") == null) throw c.fail("\"it\"");
        c.expect("enters");
        c.accept("the battlefield");
        c.expect("with");
        StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
        List<String> keywords = List.of();
        if (c.accept("and with")) { // 614.1c: "... counters on it and with trample": it has the keyword if kicked
            Token q = c.peek();
            if (q != null && q.kind() == Token.Kind.QUOTED) { // 113.1a: 'and with "Pay 3 life: Regenerate ~."'
                c.next();
                keywords = List.of("\"" + q.text() + "\"");
            } else {
                keywords = ClauseGrammar.keywords(c);
                if (keywords.isEmpty()) throw c.fail("a keyword");
            }
        }
        boolean quoted = !keywords.isEmpty() && keywords.get(0).startsWith("\"");
        if (!(quoted && c.atEnd())) c.expect("."); // the quoted ability's own period ends the line
        if (!c.atEnd()) throw c.fail("the end of the line");
        return new KickedCounters(n.kind(), n.amount(), keywords, List.copyOf(kicker));
    }
}
