package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Amount;

/** "different mana values among [cards] in your graveyard" (202.3, 404) as the engine's count. */
final class ManaValuesLowering {
    private ManaValuesLowering() {
    }

    /** The count of {@code mv}; {@link NotSupported} when its noun is not cards in your graveyard. */
    static Amount amount(AmountNode.ManaValuesAmong mv) {
        if (!mv.cards().hasHead("card") || !mv.cards().plural() || !"your graveyard".equals(mv.cards().zone())) {
            throw new NotSupported("mana values among cards elsewhere than your graveyard");
        }
        NounLowering.Lowered l = NounLowering.lower(mv.cards());
        if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("mana values among cards");
        return new Amount.ManaValuesInYourGraveyard(l.filter());
    }
}
