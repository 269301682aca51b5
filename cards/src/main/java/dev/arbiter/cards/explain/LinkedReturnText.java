package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.List;

/** Linked abilities (607.2a): an exile remembered with the object (read as its exile), and the return of those cards. */
final class LinkedReturnText {
    private LinkedReturnText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.LinkExiled.class, (e, s) -> EffectText.clauses(e.exile(), s))
                .on(Effect.EnterAttacking.class, (e, s) -> EffectText.clauses(e.put(), s).stream() // 508.4
                        .map(c -> new Clause(c.effect(), c.key(), c.subject(), c.predicate() + " and attacking", c.kind())).toList())
                .on(Effect.ReturnExiledWith.class, (e, s) -> {
                    String cards = e.filter() == null ? "each card" : "each " + ObjectText.phrase(e.filter(), false, "card");
                    String to = switch (e.to()) {
                        case HAND -> "its owner's hand";
                        case GRAVEYARD -> "its owner's graveyard";
                        case BATTLEFIELD -> "the battlefield" + (e.tapped() ? " tapped" : "")
                                + (e.underYourControl() ? " under your control" : " under its owner's control");
                    };
                    return List.of(Clause.imperative(e, "return " + cards + " exiled with ~ to " + to));
                })
                .on(Effect.ExileThenReturnLater.class, (e, s) -> { // 603.7c: the exile, then the return bound to what it exiled
                    List<Clause> out = new java.util.ArrayList<>(EffectText.clauses(e.exile(), s));
                    String when = e.step() == dev.arbiter.engine.timing.Step.END ? "at the beginning of the next end step"
                            : e.step() == dev.arbiter.engine.timing.Step.UPKEEP ? "at the beginning of the next turn's upkeep"
                            : e.step() == dev.arbiter.engine.timing.Step.CLEANUP ? "at the beginning of the next cleanup step"
                            : "at end of combat";
                    out.add(Clause.sentence(e, Words.capitalize(ClauseJoiner.join(EffectText.clauses(e.then(), s))) + " " + when));
                    return out;
                })
                .on(Effect.ReturnChosenFromGraveyard.class, (e, s) -> { // 608.2d
                    int n = e.count() instanceof dev.arbiter.engine.ability.Amount.Fixed f ? f.value() : 1;
                    String card = ObjectText.phrase(e.filter(), n != 1, "card");
                    String count = n == 1 && !e.upTo() ? Words.article(card) : (e.upTo() ? "up to " : "") + Words.number(n);
                    return List.of(Clause.imperative(e, "return " + count + " " + card + " from your graveyard to "
                            + (e.toBattlefield() ? "the battlefield" + (e.tapped() ? " tapped" : "") : "your hand")));
                })
                .on(dev.arbiter.engine.ability.PutChosenFromGraveyardOnLibrary.class, (e, s) -> { // 401.4, 608.2d
                    String card = ObjectText.phrase(e.filter(), false, "card");
                    return List.of(Clause.imperative(e, "put " + Words.article(card) + " " + card + " from your graveyard "
                            + (e.bottom() ? "on the bottom of" : "on top of") + " your library"));
                })
                .on(Effect.ReturnThoseTogether.class, (e, s) -> List.of(Clause.imperative(e, "return the exiled cards to "
                        + switch (e.to()) {
                            case HAND -> "their owners' hands";
                            case GRAVEYARD -> "their owners' graveyards";
                            case BATTLEFIELD -> "the battlefield" + (e.tapped() ? " tapped" : "")
                                    + (e.underYourControl() ? " under your control" : " under their owners' control");
                        })));
    }
}
