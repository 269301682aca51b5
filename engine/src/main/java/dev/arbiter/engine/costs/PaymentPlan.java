package dev.arbiter.engine.costs;

import dev.arbiter.engine.mana.ManaPool;

import java.util.List;

/**
 * How a mana cost will be paid (601.2g-h): which mana abilities to activate (each producing a
 * chosen alternative), then how much of each type to take from the pool, and life paid for
 * Phyrexian symbols; {@code snowSpend} is the part of {@code spend} that must be snow mana ({S}, 107.4h).
 */
public record PaymentPlan(List<Use> activations, ManaPool spend, int life, ManaPool snowSpend) {
    public record Use(int object, int abilityIndex, ManaPool produced) {
    }
}
