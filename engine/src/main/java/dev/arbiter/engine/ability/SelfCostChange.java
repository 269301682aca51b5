package dev.arbiter.engine.ability;

/**
 * "This spell costs {N} more / less to cast [for each ... | if ...]." (601.2f; 113.6d: it works while
 * the card is cast). {@code generic} per unit, negative for a reduction (which takes generic mana only);
 * {@code count} the units (null: one); {@code condition} when it applies (null: always); {@code coloured} the coloured
 * symbols added per unit besides the generic mana ("costs {1}{U} more ... for each target beyond the first", strive
 * 207.2c; null: none).
 */
public record SelfCostChange(int generic, Amount count, Condition condition, String text,
                             dev.arbiter.engine.mana.ManaCost coloured) implements Ability {
    public SelfCostChange(int generic, Amount count, Condition condition, String text) {
        this(generic, count, condition, text, null);
    }
}
