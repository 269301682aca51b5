package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaPool;

import java.util.List;

/**
 * An untapped permanent whose {T} mana abilities could pay a cost (605): each option is one
 * ability and the mana it would add. Tapping the permanent uses up all its options.
 */
public record ManaSource(int object, List<Option> options, boolean snow) {
    public record Option(int abilityIndex, ManaPool produced) {
    }
}
