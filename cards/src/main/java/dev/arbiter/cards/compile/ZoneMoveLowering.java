package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;

/**
 * Lowers the moves of {@link dev.arbiter.cards.grammar.ZoneMoveGrammar}: whole zones exiled (406.2), a player's own hand
 * cards put on top of their library and an object its owner puts on the top or bottom of their library (401.4).
 */
final class ZoneMoveLowering {

    private ZoneMoveLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, EffectNode node) {
        if (node instanceof EffectNode.ExileZonesOf x) { // 406.2
            return new Effect.ExileCardsInZones(effects.player(x.whose()), x.hand(), x.graveyard(), x.library());
        }
        if (node instanceof EffectNode.OwnHandCardsOnTop h) return new Effect.PutOwnHandCardsOnTop(effects.player(h.who()), h.count());
        if (node instanceof EffectNode.OwnerPutsTopOrBottom o) { // 401.4: a permanent, read as any other target
            return new Effect.PutOnTopOrBottomByOwner(effects.permanents(o.object()));
        }
        return null;
    }
}
