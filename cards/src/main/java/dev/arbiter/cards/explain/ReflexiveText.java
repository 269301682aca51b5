package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TriggeredAbility;
import java.util.List;

/** A reflexive triggered ability (603.12): "When you do, [its effect]", its targets its own. */
final class ReflexiveText {
    private ReflexiveText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.ReflexiveTrigger.class, (e, s) -> List.of(Clause.sentence(e, sentence(e, s))))
                .on(Effect.EnterAttached.class, (e, s) -> EffectText.clauses(e.put(), s).stream() // 303.4f: the put, then its host
                        .map(c -> new Clause(e, c.key(), c.subject(), c.predicate() + " attached to "
                                + ReferenceText.object(e.host(), s), c.kind())).toList())
                .on(Effect.OptionalMove.class, (e, s) -> List.of(OptionalText.clause( // 608.2d: written as "you may ... If you do"
                        new Effect.Optional(e.who(), e.move(), e.ifMoved(), e.otherwise()), s)));
    }

    /** "When you do, ..." rendered in a scope of the reflexive ability's own targets. */
    static String sentence(Effect.ReflexiveTrigger e, Scope s) {
        TriggeredAbility a = e.ability();
        Scope own = s.forAbility(a.targets(), s.trigger());
        return "When you do, " + EffectText.inline(a.effect(), own);
    }
}
