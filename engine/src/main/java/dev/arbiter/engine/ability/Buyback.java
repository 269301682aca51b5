package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Buyback [cost]" (702.27a): an optional additional cost the player may pay as they cast the
 * spell (601.2b, 601.2f); if it was paid, the spell goes to its owner's hand instead of the
 * graveyard as it resolves.
 */
public record Buyback(ManaCost cost, String text, java.util.List<CostPart> parts) implements Ability {
    public Buyback {
        parts = java.util.List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Buyback(ManaCost cost, String text) {
        this(cost, text, java.util.List.of());
    }

    /** The cost's parts that aren't mana ("Buyback—Sacrifice a land", 702.27a, 118.8): none for a mana cost. */
    public Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts);
    }
}
