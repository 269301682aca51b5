package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * What a damage sentence says next about what the damage was dealt to:
 * <pre>
 * damage-follow-up := damage-clause ". a creature dealt damage this way can't be regenerated this turn"   (701.15c)
 * </pre>
 */
final class DamageFollowUpGrammar {

    private DamageFollowUpGrammar() {
    }

    /** The damage clause with what follows it, or the clause as it is (cursor unchanged). */
    static EffectNode follow(Cursor c, EffectNode.Damage damage) {
        if (c.accept(". a creature dealt damage this way can't be regenerated this turn")) {
            return new EffectNode.DamageNoRegeneration(damage);
        }
        return damage;
    }
}
