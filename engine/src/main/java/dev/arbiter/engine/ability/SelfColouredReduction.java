package dev.arbiter.engine.ability;

/**
 * "This spell costs {G} less to cast for each green creature you control." (601.2f, 118.7b-c; 113.6d: it works while
 * the card is cast): {@code less}, mana symbols with at least one coloured, taken off the cost once per unit;
 * {@code count} the units (null: one); {@code condition} when it applies (null: always). A coloured symbol the cost
 * lacks takes one generic mana instead (118.7c).
 */
public record SelfColouredReduction(dev.arbiter.engine.mana.ManaCost less, Amount count, Condition condition,
                                    String text) implements Ability {
}
