package dev.arbiter.cards.explain;

import static dev.arbiter.cards.explain.EffectText.one;
import static dev.arbiter.cards.explain.EffectText.player;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import java.util.List;

/** Counters put, moved, doubled and removed (122.1, 122.5, 122.8, 701.10e), poison and energy (107.14), age counters (702.24a). */
final class CounterText {
    private CounterText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.PutCounters.class, (e, s) -> {
                    String each = AmountText.FOR_EACH.apply(e.amount(), null); // "a corpse counter on ~ for each ..." (107.1)
                    Amount n = each == null ? e.amount() : Amount.of(e.amount() instanceof Amount.Times t ? t.factor() : 1);
                    return one(Clause.imperative(e, "put "
                        + AmountText.count(n, s, e.kind() + " counter", e.kind() + " counters") + " on "
                        + (e.subject() instanceof Subject.Each all ? ReferenceText.eachOne(all.filter())
                        : (ReferenceText.many(e.subject(), s) ? "each of " : "") + ReferenceText.object(e.subject(), s))
                        + (each == null ? "" : " " + each)));
                })
                .on(Effect.PutCountersUpTo.class, (e, s) -> one(Clause.sentence(e, "put up to "
                        + AmountText.count(e.max(), s, e.kind() + " counter", e.kind() + " counters") + " on " + s.selfName()
                        + (e.cap() < 0 ? "" : ". This ability can't cause the total number of " + e.kind() + " counters on "
                        + s.selfName() + " to be greater than " + dev.arbiter.cards.explain.Words.number(e.cap()))))) // 122.1
                .on(Effect.GivePoison.class, (e, s) -> one(player(e, e.who(), s,
                        "get " + AmountText.count(e.amount(), s, "poison counter", "poison counters"),
                        "gets " + AmountText.count(e.amount(), s, "poison counter", "poison counters"))))
                .on(Effect.GetEnergy.class, (e, s) -> one(player(e, e.who(), s, "get " + energy(e.amount()),
                        "gets " + energy(e.amount()))))
                .on(Effect.GetExperience.class, (e, s) -> one(player(e, e.who(), s,
                        "get " + AmountText.count(e.amount(), s, "experience counter", "experience counters"),
                        "gets " + AmountText.count(e.amount(), s, "experience counter", "experience counters"))))
                .on(Effect.CumulativeUpkeep.class, (e, s) -> one(Clause.sentence(e, "put an age counter on "
                        + s.selfName() + ". Then you may pay " + e.cost() + " for each age counter on it. If you don't,"
                        + " sacrifice it"))) // 702.24a
                .on(Effect.DoubleCounters.class, (e, s) -> one(Clause.imperative(e, "double the number of "
                        + (e.kind() == null ? "each kind of counter" : e.kind() + " counters") + " on "
                        + (e.subject() instanceof Subject.Each each ? ReferenceText.eachOne(each.filter())
                        : ReferenceText.object(e.subject(), s))))) // 701.10e
                .on(Effect.MoveCounters.class, (e, s) -> one(Clause.imperative(e, "move " // 122.5
                        + (e.kind() == null ? (e.amount() == null ? "all counters" : "a counter")
                        : AmountText.count(e.amount(), s, e.kind() + " counter", e.kind() + " counters"))
                        + " from " + movedFromOnto(e, s))))
                .on(Effect.RemoveCounters.class, (e, s) -> one(Clause.imperative(e, "remove "
                        + (e.kind() == null ? (e.amount() == null ? "all counters" : "a counter") // 122.8: any kind
                        : e.amount() == null ? "all " + e.kind() + " counters"
                        : AmountText.count(e.amount(), s, e.kind() + " counter", e.kind() + " counters"))
                        + " from " + ReferenceText.object(e.subject(), s)))) // 122.8
                .on(Effect.RemoveCounterFromSource.class, (e, s) -> one(Clause.imperative(e, "remove "
                        + Words.article(e.kind()) + " " + e.kind() + " counter from " + s.selfName()))) // 702.63a
                .on(Effect.RemoveCounterOrSacrifice.class, (e, s) -> one(Clause.sentence(e, "remove " + Words.article(e.kind())
                        + " " + e.kind() + " counter from " + s.selfName() + ". If you can't, sacrifice "
                        + s.selfName()))) // 702.32a
                .on(Effect.PutCountersItHad.class, (e, s) -> one(Clause.imperative(e, "put its counters on "
                        + ReferenceText.object(e.onto(), s)))); // 122.8
    }

    /** "{E}{E}" for a fixed number of energy counters (107.14). */
    private static String energy(Amount a) {
        return a instanceof Amount.Fixed f ? "{E}".repeat(f.value()) : "energy";
    }

    /**
     * "[from] onto [onto]" of a counter move (122.5); two different objects both "it" ("from it onto it", graft 702.58a)
     * are named in full: the source by name, the trigger's object as "that creature".
     */
    private static String movedFromOnto(Effect.MoveCounters e, Scope s) {
        String from = ReferenceText.object(e.from(), s);
        String onto = ReferenceText.object(e.onto(), s);
        if (from.equals(onto) && !e.from().equals(e.onto())) {
            if (e.from() instanceof Subject.Self) from = s.selfName();
            if (e.onto() instanceof Subject.ThatObject) onto = ReferenceText.thatObjectInFull(s);
        }
        return from + " onto " + onto;
    }
}
