package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Bestow [cost]" (702.103a): as the creature card is cast, its controller may cast it bestowed,
 * paying {@code cost} rather than its mana cost; it is then an Aura spell with enchant creature
 * (702.103b), and a creature again once it ceases to be bestowed (702.103e-f).
 */
public record Bestow(ManaCost cost) implements Ability {
    /** The enchant ability a bestowed Aura has (702.103b). */
    public static final Enchant ENCHANT_CREATURE = new Enchant(ObjectFilter.creatures(), "Enchant creature");

    public String text() {
        return "Bestow " + cost;
    }
}
