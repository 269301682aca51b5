package dev.arbiter.engine.ability;

/**
 * "As an additional cost to cast this spell, sacrifice a creature." (601.2f, 118.8): a cost the
 * caster must pay with the spell's total cost; {@code cost} holds its parts (no mana). A spell whose
 * additional cost can't be paid can't be cast (601.2h, 118.3).
 */
public record AdditionalCost(Cost cost, String text) implements Ability {
}
