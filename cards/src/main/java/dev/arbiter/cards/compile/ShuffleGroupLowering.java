package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ShuffleGraveyardCardsIn;

/**
 * "Shuffle all [noun] cards from [your | target player's] graveyard into [your | that player's] library" (701.20a,
 * 404.1): every matching card of the graveyards named, read as {@link GraveyardGroupLowering} reads "exile all ...", as
 * one {@link ShuffleGraveyardCardsIn}. Null when the objects are not such a group.
 */
final class ShuffleGroupLowering {

    private ShuffleGroupLowering() {
    }

    static Effect lower(EffectLowering base, ObjectRef objects) {
        if (!(objects instanceof ObjectRef.Every)) return null;
        if (!(GraveyardGroupLowering.lower(base, objects, false) instanceof Effect.MoveAllFromGraveyards all)) return null;
        return new ShuffleGraveyardCardsIn(all.whose(), all.filter());
    }
}
