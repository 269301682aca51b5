package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Effect;

/**
 * "Sacrifice a creature other than ~. If you can't, ~ deals 7 damage to you." (701.17a): the
 * alternative happens when you sacrificed fewer permanents than asked. Only your own sacrifice of
 * a fixed number is read: with several players the "you" of "If you can't" would be ambiguous.
 */
final class SacrificeLowering {

    private SacrificeLowering() {
    }

    static Effect ifCant(EffectLowering lowering, EffectNode.IfCant node) {
        if (!(node.action() instanceof EffectNode.Sacrifice s) || !(s.who() instanceof PlayerRef.You)) {
            throw new NotSupported("\"If you can't\" after something other than your sacrifice");
        }
        Effect sacrifice = lowering.sacrifice(s);
        if (!(sacrifice instanceof Effect.Sacrifice sa) || !(sa.amount() instanceof dev.arbiter.engine.ability.Amount.Fixed)) {
            throw new NotSupported("\"If you can't\" after a sacrifice of a variable number");
        }
        return new Effect.SacrificeOrElse(sa, lowering.lower(node.otherwise()));
    }
}
