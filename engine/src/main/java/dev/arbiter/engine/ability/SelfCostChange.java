package dev.arbiter.engine.ability;

/**
 * "This spell costs {N} more / less to cast [for each ... | if ...]." (601.2f; 113.6d: it works while
 * the card is cast). {@code generic} per unit, negative for a reduction (which takes generic mana only);
 * {@code count} the units (null: one); {@code condition} when it applies (null: always).
 */
public record SelfCostChange(int generic, Amount count, Condition condition, String text) implements Ability {
}
