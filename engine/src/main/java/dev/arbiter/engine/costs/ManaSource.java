package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaPool;

import java.util.List;

/**
 * An untapped permanent whose {T} mana abilities could pay a cost (605): each option is one
 * ability and the mana it would add. Tapping the permanent uses up all its options.
 */
public record ManaSource(int object, List<Option> options, boolean snow) {
    /** {@code produced}: all the mana activating it makes; {@code chosen}: the alternative its own effect adds. */
    public record Option(int abilityIndex, ManaPool produced, ManaPool chosen) {
        public Option(int abilityIndex, ManaPool produced) {
            this(abilityIndex, produced, produced);
        }
    }
}
