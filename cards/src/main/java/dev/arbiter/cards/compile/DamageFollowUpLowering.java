package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;

/** Lowers what damage text says about what the damage was dealt to (701.15c: "can't be regenerated this turn"). */
final class DamageFollowUpLowering {

    private DamageFollowUpLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, EffectNode node) {
        if (!(node instanceof EffectNode.DamageNoRegeneration d)) return null;
        Effect damage = effects.lower(d.damage());
        if (!(damage instanceof Effect.DealDamage dd)) {
            throw new NotSupported("\"dealt damage this way\" after damage to several recipients");
        }
        return new Effect.DamageCantBeRegenerated(dd);
    }
}
