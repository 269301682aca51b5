package dev.arbiter.cards.grammar;

import java.util.ArrayList;
import java.util.List;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Counter verbs beyond "put N KIND counters on [object]" (122.1, 122.8):
 * <pre>
 * counters := "put" N KIND ("counter" | "counters") "on each of" ["up to"] (N | "X") ["other"] "target" noun
 *           | "put" N KIND ("counter" | "counters") ("and" N KIND ("counter" | "counters"))+ "on" object   (one object, named once)
 *           | "put" N KIND ("counter" | "counters") "on" object "and" N KIND ("counter" | "counters") "on" object (122.1)
 *           | "remove" (N | "all" | "twice X") KIND ("counter" | "counters") "from" object
 *           | "double the number of" (KIND "counters" | "each kind of counter") "on" object      (701.10e)
 *           | "move" N KIND ("counter" | "counters") "from" object "onto" object                 (122.5)
 *           | ("remove" | "move") ("a counter" | "all counters") "from" object ["onto" object]  (any kind: 122.5, 122.8)
 *           | "distribute" N KIND "counters among" how-many "target" noun                     (601.2d)
 * amount   := "for each" [KIND] "counter on" ("~" | "it")                   (after a fixed number)
 *           | "the number of" [KIND] "counters on" ("~" | "it")
 *           | "the number of" [KIND] "counters it had on it"                     (603.10a)
 * </pre>
 * Only in your own commands ("remove a +1/+1 counter from ~"); null with the cursor unchanged
 * when the text is neither.
 */
public final class CounterGrammar {

    private CounterGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || !(who instanceof PlayerRef.You)) return null;
        int m = c.mark();
        try {
            EffectNode had = CountersItHadGrammar.put(c); // 122.8: "put its counters on target creature you control"
            if (had != null) return had;
            int put = c.mark();
            EffectNode kinds = null;
            try {
                kinds = c.accept("put") ? severalKinds(c) : null; // "put a +1/+1 counter and a lifelink counter on ..."
            } catch (ParseFailure f) {
                // not several kinds: the other readings below
            }
            if (kinds != null) return kinds;
            c.reset(put);
            EffectNode two = null;
            try {
                two = c.accept("put") ? onTwoObjects(c) : null; // "put a +1/+1 counter on ~ and a +1/+1 counter on it"
            } catch (ParseFailure f) {
                // not two objects: the other readings below
            }
            if (two != null) return two;
            c.reset(put);
            EffectNode n = c.accept("put up to") ? putUpTo(c) : c.accept("put") ? putOnEachOf(c) : c.accept("remove") ? remove(c)
                    : c.accept("double the number of") ? doubled(c) : c.accept("move") ? move(c)
                    : c.accept("distribute") ? distribute(c) : null;
            if (n != null) return n;
        } catch (ParseFailure f) {
            // not these: other verbs may read it ("remove ... from combat", "put ... onto the battlefield")
        }
        c.reset(m);
        return null;
    }

    /**
     * "put up to N KIND counter(s) on [object]" [". this ability can't cause the total number of KIND counters on
     * [object] to be greater than M"] (122.1), or null.
     */
    private static EffectNode putUpTo(Cursor c) {
        AmountNode n = EffectGrammar.amount(c);
        String kind = kind(c);
        if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on")) return null;
        ObjectRef on = ReferenceGrammar.object(c);
        if (!(on instanceof ObjectRef.Self)) return null;
        int cap = -1;
        int m = c.mark();
        if (c.accept(". this ability can't cause the total number of") && kind.equals(kind(c))
                && c.accept("counters on ~ to be greater than")) {
            AmountNode most = EffectGrammar.amount(c);
            if (!(most instanceof AmountNode.Fixed f)) throw c.fail("a number");
            cap = f.value();
        } else {
            c.reset(m);
        }
        return new EffectNode.PutCountersUpTo(on, kind, n, cap);
    }

    /**
     * "put N KIND counter(s) and N KIND counter(s) on [object]" (122.1): counters of several kinds on one object, that
     * object named once (one target), or null.
     */
    private static EffectNode severalKinds(Cursor c) {
        List<AmountNode> counts = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        do {
            AmountNode n = EffectGrammar.amount(c);
            String kind = kind(c);
            if (kind == null || c.acceptAny("counters", "counter") == null) return null;
            counts.add(n);
            kinds.add(kind);
        } while (c.accept(", and") || c.accept("and") || c.accept(","));
        if (kinds.size() < 2 || !c.accept("on")) return null;
        ObjectRef on = ReferenceGrammar.object(c);
        List<EffectNode> puts = new ArrayList<>();
        for (int i = 0; i < kinds.size(); i++) {
            puts.add(new EffectNode.PutCounters(i == 0 ? on : new ObjectRef.Pronoun("it"), kinds.get(i), counts.get(i)));
        }
        return new EffectNode.Sequence(puts);
    }

    /**
     * "put N KIND counter(s) on [object] and N KIND counter(s) on [object]" (122.1): two placements in one sentence, the
     * verb not repeated; each object named in full (two targets are two target choices, 115.1), or null.
     */
    private static EffectNode onTwoObjects(Cursor c) {
        List<EffectNode> puts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            if (i == 1 && !c.accept("and")) return null;
            AmountNode n = EffectGrammar.amount(c);
            if (!(n instanceof AmountNode.Fixed)) return null;
            String kind = kind(c);
            if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on")) return null;
            ObjectRef on = ReferenceGrammar.object(c);
            if (i == 1 && on instanceof ObjectRef.Pronoun p && (p.word().equals("it") || p.word().equals("them"))) {
                return null; // "... on target creature and a ... counter on it": which object "it" is, unclear
            }
            puts.add(new EffectNode.PutCounters(on, kind, n));
        }
        return c.at(".") || c.atEnd() ? new EffectNode.Sequence(puts) : null;
    }

    /** "put N KIND counter(s) on each of [up to] N [other] target NOUNs" (115.1, 122.1), or null. */
    private static EffectNode putOnEachOf(Cursor c) {
        AmountNode n = EffectGrammar.amount(c);
        String kind = kind(c);
        if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on each of")) return null;
        int from = c.mark();
        boolean upTo = c.accept("up to");
        AmountNode count = ReferenceGrammar.count(c);
        int max; // 601.2c: "each of [up to] X target creatures": X announced before the targets are chosen
        if (count instanceof AmountNode.X) max = ObjectRef.Targeted.X;
        else if (count instanceof AmountNode.Fixed f && f.value() >= 1) max = f.value();
        else return null;
        boolean other = c.accept("other");
        if (!c.accept("target")) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.plural() && max != 1) throw c.fail("a plural noun");
        ObjectRef targets = new ObjectRef.Targeted(noun, upTo ? 0 : max, max, other, c.textFrom(from));
        return new EffectNode.PutCounters(targets, kind, n);
    }

    /** After "double the number of": "KIND counters on [object]" / "each kind of counter on [object]" (701.10e). */
    private static EffectNode doubled(Cursor c) {
        String kind = null;
        if (!c.accept("each kind of counter on")) {
            kind = kind(c);
            if (kind == null) throw c.fail("a kind of counter");
            c.expect("counters on");
        }
        return new EffectNode.DoubleCounters(ReferenceGrammar.object(c), kind);
    }

    /** "distribute N KIND counters among [one or two | one, two, or three | any number of] target NOUNs" (601.2d), or null. */
    private static EffectNode distribute(Cursor c) {
        AmountNode n = EffectGrammar.amount(c);
        String kind = kind(c);
        if (kind == null || !c.accept("counters among")) return null;
        int max = DividedDamageGrammar.howMany(c);
        if (max < 0 || !c.accept("target")) return null;
        return new EffectNode.DistributeCounters(n, kind, max, NounGrammar.noun(c));
    }

    /** "move N KIND counter(s) from [object] onto [object]" (122.5); "move a counter / all counters from ..." (any kind). */
    private static EffectNode move(Cursor c) {
        AmountNode n = c.accept("all") ? null : EffectGrammar.amount(c);
        String kind = anyKind(c, n) ? null : kind(c);
        if (kind == null && !anyKind(c, n)) throw c.fail("a kind of counter");
        if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counter(s)\"");
        c.expect("from");
        ObjectRef from = ReferenceGrammar.object(c);
        c.expect("onto");
        return new EffectNode.MoveCounters(from, ReferenceGrammar.object(c), kind, n);
    }

    /** "remove N / all KIND counter(s) from [object]" (122.8); "remove a counter / all counters from [object]" (any kind). */
    private static EffectNode remove(Cursor c) {
        AmountNode n = c.accept("all") ? null : c.accept("twice x") ? new AmountNode.Times(2, new AmountNode.X()) // 107.1, 107.3
                : EffectGrammar.amount(c);
        String kind = anyKind(c, n) ? null : kind(c);
        if (kind == null && !anyKind(c, n)) throw c.fail("a kind of counter");
        if (c.acceptAny("counters", "counter") == null) throw c.fail("\"counter(s)\"");
        c.expect("from");
        return new EffectNode.RemoveCounters(ReferenceGrammar.object(c), kind, n);
    }

    /**
     * True when no kind is named and the count is one the engine plays for counters of any kind (122.5, 122.8): "a
     * counter" (one, of a kind the controller chooses) or "all counters" (every kind). Cursor unchanged.
     */
    private static boolean anyKind(Cursor c, AmountNode n) {
        return n == null ? c.at("counters") : n instanceof AmountNode.Fixed f && f.value() == 1 && c.at("counter");
    }

    /** A kind of counter ("+1/+1", "charge") at the cursor, or a failure. */
    public static String kindWord(Cursor c) {
        String kind = kind(c);
        if (kind == null) throw c.fail("a kind of counter");
        return kind;
    }

    static String kind(Cursor c) {
        Token kind = c.peek();
        if (kind == null) return null;
        if (kind.kind() == Token.Kind.PT) {
            c.next();
            return kind.text();
        }
        if (kind.kind() == Token.Kind.WORD && !kind.is("counter") && !kind.is("counters")) {
            c.next();
            return twoWordKind(c, kind.lower());
        }
        return null;
    }

    /** {@code first} read: "first strike" / "double strike" when "strike" follows (122.1b keyword counters), else it. */
    static String twoWordKind(Cursor c, String first) {
        if ((first.equals("first") || first.equals("double")) && c.at("strike") && c.peek(1) != null
                && (c.peek(1).is("counter") || c.peek(1).is("counters"))) {
            c.next();
            return first + " strike";
        }
        return first;
    }

    /** After "for each": "[KIND] counter on ~ / it" times {@code factor} (107.1), or null with the cursor unchanged. */
    static AmountNode forEach(Cursor c, int factor) {
        int m = c.mark();
        String kind = c.at("counter") ? null : kind(c);
        if (c.accept("counter on")) {
            ObjectRef on = self(c);
            if (on != null) return new AmountNode.CountersOn(on, kind, factor);
        }
        c.reset(m);
        return null;
    }

    /** "the number of [KIND] counters on ~ / it", or null with the cursor unchanged. */
    static AmountNode numberOf(Cursor c) {
        int m = c.mark();
        if (c.accept("the number of")) {
            String kind = c.at("counters") ? null : kind(c);
            if (kind != null && c.accept("counters removed this way")) return new AmountNode.CountersRemovedAsCost(kind); // 122.8
            if (c.accept("counters on")) {
                ObjectRef on = self(c);
                if (on != null) return new AmountNode.CountersOn(on, kind, 1);
            }
            if (c.accept("counters it had on it")) { // 603.10a: as it last existed on the battlefield
                return new AmountNode.CountersOn(new ObjectRef.Pronoun("it"), kind, 1);
            }
        }
        c.reset(m);
        return null;
    }

    private static ObjectRef self(Cursor c) {
        if (c.accept("~")) return new ObjectRef.Self();
        if (c.accept("it")) return new ObjectRef.Pronoun("it");
        return null;
    }
}
