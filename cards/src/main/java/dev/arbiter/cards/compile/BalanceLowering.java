package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Relation;

/**
 * "Each player chooses a number of lands they control equal to the number of lands controlled by the player who controls
 * the fewest, then sacrifices the rest" and "discard cards the same way" (701.17a, 701.8a).
 */
final class BalanceLowering {
    private BalanceLowering() {
    }

    static Effect effect(EffectNode.KeepAsManyAsFewest k) {
        if (k.noun() == null) return new Effect.KeepAsManyAsFewest(null); // 701.8a: cards in hand
        NounLowering.Lowered l = NounLowering.lower(k.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("keeping as many cards or spells as the fewest");
        if (l.filter().controller() != Relation.ANY) throw new NotSupported("keeping as many as the fewest, with a controller");
        return new Effect.KeepAsManyAsFewest(l.filter());
    }
}
