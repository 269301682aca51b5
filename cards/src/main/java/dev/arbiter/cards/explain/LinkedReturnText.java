package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.List;

/** Linked abilities (607.2a): an exile remembered with the object (read as its exile), and the return of those cards. */
final class LinkedReturnText {
    private LinkedReturnText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.LinkExiled.class, (e, s) -> EffectText.clauses(e.exile(), s))
                .on(Effect.ReturnExiledWith.class, (e, s) -> {
                    String cards = e.filter() == null ? "each card" : "each " + ObjectText.phrase(e.filter(), false, "card");
                    String to = switch (e.to()) {
                        case HAND -> "its owner's hand";
                        case GRAVEYARD -> "its owner's graveyard";
                        case BATTLEFIELD -> "the battlefield" + (e.tapped() ? " tapped" : "")
                                + (e.underYourControl() ? " under your control" : " under its owner's control");
                    };
                    return List.of(Clause.imperative(e, "return " + cards + " exiled with ~ to " + to));
                });
    }
}
