package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * 614.1a, 701.8a: "If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead
 * of putting it into your graveyard." The card's own ability, read in the hand it is discarded from; the cause is the
 * spell or ability resolving (its controller an opponent of the card's owner).
 */
final class DiscardedOntoBattlefield {
    private DiscardedOntoBattlefield() {
    }

    /** Whether {@code card}, about to go from a hand to its owner's graveyard, is put onto the battlefield instead. */
    static boolean applies(Ctx ctx, GameObject card) {
        if (card.zone() != Zone.HAND || ctx.resolvingController < 0) return false;
        if (!ctx.s.areOpponents(ctx.resolvingController, card.owner())) return false;
        for (Ability a : card.card().baseCharacteristics().abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.EntersIfDiscardedByOpponent) return true;
        }
        return false;
    }
}
