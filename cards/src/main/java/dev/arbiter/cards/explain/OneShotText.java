package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import java.util.List;
import java.util.Locale;

/** Renderings of the one-shot effects of {@code OneShotLowering}: doubling a life total (119.5) and stat amounts. */
final class OneShotText {
    private OneShotText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases
                .on(Effect.DoubleLifeTotal.class, (e, s) -> List.of(Clause.imperative(e, "double "
                        + (e.who() instanceof Who.You ? "your" : LibraryAndHandText.possessive(e.who(), s)) + " life total")));
    }

    /** "its power", "its mana value": the object named before (208.1, 202.3). */
    static String stat(Amount.StatOf a) {
        return "its " + a.stat().name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
