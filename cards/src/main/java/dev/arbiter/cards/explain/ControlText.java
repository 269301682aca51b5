package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.List;

/** Renderings of control-changing effects (613.1b, 701.12), registered into {@link EffectText}'s table. */
final class ControlText {

    private ControlText() {
    }

    /** Adds the renderings to the effect table. */
    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.GainControl.class, (e, s) -> {
                    String rest = "control of " + ReferenceText.object(e.subject(), s) + duration(e, s);
                    return List.of(e.to() instanceof Who.You ? Clause.imperative(e, "gain " + rest)
                            : Clause.declarative(e, e.to(), ReferenceText.who(e.to(), s), "gains " + rest));
                })
                .on(Effect.AttachToAnother.class, (e, s) -> List.of(Clause.imperative(e, "attach "
                        + ReferenceText.object(e.attachment(), s) + " to another permanent it can enchant")))
                .on(Effect.ExchangeControl.class, (e, s) -> List.of(Clause.imperative(e, "exchange control of "
                        + ReferenceText.object(e.first(), s)
                        + (e.second() == null ? "" : " and " + ReferenceText.object(e.second(), s)))));
    }

    private static String duration(Effect.GainControl e, Scope s) {
        if (e.untilEndOfTurn()) return " until end of turn";
        if (e.lasting().isEmpty()) return "";
        StringBuilder b = new StringBuilder(" for as long as ");
        for (int i = 0; i < e.lasting().size(); i++) {
            if (i > 0) b.append(" and ");
            ControlLasting l = e.lasting().get(i);
            b.append(l.text().replace("~", s.selfName()));
        }
        return b.toString();
    }
}
