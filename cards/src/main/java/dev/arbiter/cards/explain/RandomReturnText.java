package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import java.util.List;

/** "return N [filter] card(s) at random from your graveyard to your hand". */
final class RandomReturnText {
    private RandomReturnText() {
    }

    static Cases<Effect, Scope, List<Clause>> register(Cases<Effect, Scope, List<Clause>> cases) {
        return cases.on(Effect.ReturnRandomFromGraveyard.class, (e, s) -> {
            boolean one = e.count() instanceof Amount.Fixed f && f.value() == 1;
            String card = ObjectText.phrase(e.filter(), !one, "card");
            String count = one ? Words.article(card) : e.count() instanceof Amount.Fixed f ? Words.number(f.value())
                    : AmountText.digits(e.count(), s);
            return List.of(Clause.imperative(e, "return " + count + " " + card + " at random from your graveyard to your hand"));
        });
    }
}
