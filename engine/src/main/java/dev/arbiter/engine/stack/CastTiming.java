package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.timing.Step;

/**
 * "Cast this spell only during combat before blockers are declared." and the like: a card's own restriction
 * on when it may be cast (601.3; it works wherever the card is, 113.6), on top of its card type's timing.
 */
final class CastTiming {
    private CastTiming() {
    }

    /** Whether the card's "Cast this spell only during ..." restrictions (if any) allow {@code player} to cast it now. */
    static boolean allows(GameState s, int player, Characteristics ch) {
        return allows(s, player, -1, ch);
    }

    /**
     * As above for card {@code id} (-1: not known), with its "Cast this spell only if ..." conditions judged for the
     * caster (601.3, 118.9); without the card they are not met.
     */
    static boolean allows(GameState s, int player, int id, Characteristics ch) {
        java.util.List<Ability> abilities = ch.abilities();
        for (int i = 0; i < abilities.size(); i++) { // indexed: asked per card per priority listing
            Ability a = abilities.get(i);
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastOnlyIf oi) {
                if (id < 0 || !AlternativeCosts.conditionsHold(s, player, id, oi.conditions())) return false;
                continue;
            }
            if (!(a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CastOnlyDuring d)) continue;
            int active = s.turn().active();
            if (d.turn() == Relation.YOU && active != player) return false;
            if (d.turn() == Relation.OPPONENT && !s.areOpponents(active, player)) return false; // 102.3
            Step now = s.turn().step();
            if (now.ordinal() < d.first().ordinal() || now.ordinal() > d.last().ordinal()) return false;
        }
        return true;
    }
}
