package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * The counters an object has, as a noun's "with" clause (122.1):
 * <pre>
 * counters := "with" ("a" | "an" | "one or more" | N "or more" | "no" | ε) [KIND] ("counter" | "counters") ("on it" | "on them")
 *           | "without" ("a" | "an") [KIND] "counter on it"
 *           | ("that has" | "that have") counts-as-with | ("that doesn't have" | "that don't have") counts-as-without
 * </pre>
 * Read as {@code Noun.With(without, null, "counters", min, kind)}: at least {@code min} counters of
 * {@code kind} (null: of any kind), or with {@code without}, fewer than {@code min}.
 */
final class CounterNounGrammar {

    /** The {@link Noun.With#stat()} of a counters clause. */
    static final String STAT = "counters";

    private CounterNounGrammar() {
    }

    /**
     * The relative clause "that has / that have [counters]" (read as "with") or "that doesn't / don't have [counters]"
     * (read as "without"), or null with the cursor unchanged.
     */
    static Noun.With relative(Cursor c) {
        int m = c.mark();
        String has = c.acceptAny("that has", "that have", "that doesn't have", "that don't have", "that does not have");
        if (has == null) return null;
        Noun.With w = after(c, !has.equals("that has") && !has.equals("that have"));
        if (w == null) c.reset(m);
        return w;
    }

    /** After "with" / "without": the counters clause, or null with the cursor unchanged. */
    static Noun.With after(Cursor c, boolean without) {
        int m = c.mark();
        boolean none = without;
        int min = 1;
        if (c.accept("one or more")) {
            min = 1;
        } else if (!without && c.accept("no")) {
            none = true;
        } else {
            AmountNode n = ReferenceGrammar.count(c); // none: "with counters on them", "with +1/+1 counters on them"
            if (n instanceof AmountNode.Fixed f && f.value() >= 2 && c.accept("or more")) {
                min = f.value();
            } else if (n != null && !(n instanceof AmountNode.Fixed f1 && f1.value() == 1)) {
                c.reset(m);
                return null;
            }
        }
        if (without && min != 1) {
            c.reset(m);
            return null;
        }
        String kind = c.at("counter") || c.at("counters") ? null : CounterGrammar.kind(c);
        String noun = c.acceptAny("counters", "counter");
        if (noun == null || c.acceptAny("on it", "on them") == null) {
            c.reset(m);
            return null;
        }
        return new Noun.With(none, null, STAT, min, kind);
    }

    /**
     * "has / have [counters]" after a noun that is the subject ("a creature has a -1/-1 counter on it"), read as the
     * noun's "with" clause; null with the cursor unchanged.
     */
    static Noun.With has(Cursor c) {
        int m = c.mark();
        if (c.acceptAny("has", "have") == null) return null;
        Noun.With w = after(c, false);
        if (w == null) c.reset(m);
        return w;
    }

    /** {@code noun} with the counters clause {@code w} added. */
    static Noun withCounters(Noun noun, Noun.With w) {
        java.util.List<Noun.With> with = new java.util.ArrayList<>(noun.with());
        with.add(w);
        return new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), noun.controller(), with, noun.plural(), noun.zone());
    }
}
