package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;

/**
 * "Exile the top card of your library. [If it's a [noun] card,] you may cast that card. [If you don't, ...]" (608.2g,
 * 400.7) as {@link Effect.ExiledThenMayCast}: the card is the one the exile moved; "If it's a nonland card" keeps the
 * cast to such a card (608.2c).
 */
final class ExiledCastLowering {

    private ExiledCastLowering() {
    }

    static Effect lower(EffectLowering base, EffectNode.ExiledMayCast e) {
        ObjectFilter only = null;
        if (e.only() != null) {
            NounLowering.Lowered l = NounLowering.lower(e.only());
            if (l.kind() != NounLowering.Kind.CARD) throw new NotSupported("a card that isn't a card (608.2c)");
            only = l.filter();
        }
        Effect exile = base.lower(e.exile());
        Effect otherwise = e.otherwise() == null ? null : base.lower(e.otherwise());
        return new Effect.ExiledThenMayCast(exile, e.free(), only, otherwise);
    }
}
