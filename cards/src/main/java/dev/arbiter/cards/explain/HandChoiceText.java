package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import java.util.List;

/** Renderings of choices among another player's hand cards (701.16a, 701.8a, 701.20a), registered into {@link EffectText}'s table. */
final class HandChoiceText {
    private HandChoiceText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return ChooseObjectText.register(cases)
                .on(Effect.BecomeTypeOfChoice.class, (e, s) -> List.of(Clause.sentence(e, e.chooseFirst() // 608.2d
                        ? "Choose " + e.kind().words() + (e.excluded() == null ? "" : " other than " + e.excluded()) + ". "
                        + Words.capitalize(ReferenceText.object(e.subject(), s)) + " becomes that type until end of turn"
                        : Words.capitalize(ReferenceText.object(e.subject(), s)) + " becomes the creature type of your choice"
                        + (e.untilEndOfTurn() ? " until end of turn" : ""))))
                .on(Effect.RevealFromHandDiscardChosen.class, (e, s) -> List.of(Clause.sentence(e,
                        ReferenceText.who(e.who(), s) + " reveals " + (e.revealed() instanceof dev.arbiter.engine.ability.Amount.Fixed
                        || e.revealed() instanceof dev.arbiter.engine.ability.Amount.X
                        ? AmountText.count(e.revealed(), s, "card", "cards") : AmountText.digits(e.revealed(), s) + " cards")
                        + " from their hand. You choose one of them. That player discards that card")))
                .on(Effect.ChooseFromHandThen.class, (e, s) -> {
                    List<Clause> out = new java.util.ArrayList<>(List.of(Clause.sentence(e, (e.reveal()
                            ? ReferenceText.who(e.who(), s) + " reveals their hand. You choose "
                            : "look at " + LibraryAndHandText.possessive(e.who(), s) + " hand and choose ")
                            + Words.article(ObjectText.phrase(e.filter(), false, "card")) + " "
                            + ObjectText.phrase(e.filter(), false, "card") + " from it")));
                    out.addAll(EffectText.clauses(e.then(), s));
                    return out;
                })
                .on(Effect.ShuffleChosenFromHand.class, (e, s) -> List.of(Clause.sentence(e, (e.reveal()
                        ? ReferenceText.who(e.who(), s) + " reveals their hand. You choose "
                        : "look at " + LibraryAndHandText.possessive(e.who(), s) + " hand and choose ")
                        + Words.article(ObjectText.phrase(e.filter(), false, "card")) + " "
                        + ObjectText.phrase(e.filter(), false, "card") + " from it. That player shuffles that card into their library")));
    }
}
