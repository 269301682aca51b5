package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.SpendRestriction;
import dev.arbiter.engine.mana.ManaPool;

import java.util.List;

/**
 * An untapped permanent whose {T} mana abilities could pay a cost (605): each option is one
 * ability and the mana it would add. Tapping the permanent uses up all its options.
 */
public record ManaSource(int object, List<Option> options, boolean snow) {
    /**
     * {@code produced}: all the mana activating it makes; {@code chosen}: the alternative its own effect adds;
     * {@code only}: the restriction on spending that mana (106.6), or null for none.
     */
    public record Option(int abilityIndex, ManaPool produced, ManaPool chosen, SpendRestriction only) {
        public Option(int abilityIndex, ManaPool produced, ManaPool chosen) {
            this(abilityIndex, produced, chosen, null);
        }

        public Option(int abilityIndex, ManaPool produced) {
            this(abilityIndex, produced, produced);
        }
    }

    /** Whether some option adds mana with a spending restriction (106.6). */
    public boolean restricted() {
        for (int i = 0, n = options.size(); i < n; i++) if (options.get(i).only() != null) return true;
        return false;
    }
}
