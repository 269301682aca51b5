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
                        new Effect.Optional(e.who(), e.move(), e.ifMoved(), e.otherwise()), s)))
                .on(Effect.ExiledThenMayCast.class, (e, s) -> { // 608.2g: the exile, then the cast now
                    List<Clause> out = new java.util.ArrayList<>(EffectText.clauses(e.exile(), s));
                    out.add(Clause.sentence(e, (e.only() == null ? "" : "if it's " + Words.article(ObjectText.phrase(e.only(), false, "card"))
                            + " " + ObjectText.phrase(e.only(), false, "card") + ", ") + "you may cast that card"
                            + (e.free() ? " without paying its mana cost" : "")));
                    if (e.otherwise() != null) out.add(Clause.sentence(e, "if you don't, " + EffectText.inline(e.otherwise(), s)));
                    return out;
                });
    }

    /** "When you do, ..." rendered in a scope of the reflexive ability's own targets. */
    static String sentence(Effect.ReflexiveTrigger e, Scope s) {
        TriggeredAbility a = e.ability();
        Scope own = s.forAbility(a.targets(), s.trigger());
        return "When you do, " + EffectText.inline(a.effect(), own);
    }
}
