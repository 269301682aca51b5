package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Kicker [cost]" (702.33a): an optional additional cost the player may pay as they cast the
 * spell (601.2b announces it, 601.2f adds it to the total cost); a spell is "kicked" when it was
 * paid (702.33d).
 */
public record Kicker(ManaCost cost, String text, java.util.List<CostPart> parts) implements Ability {
    public Kicker {
        parts = java.util.List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Kicker(ManaCost cost, String text) {
        this(cost, text, java.util.List.of());
    }

    /** The cost's parts that aren't mana ("Kicker—Sacrifice a land", 702.33a, 118.8): none for a mana cost. */
    public Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts);
    }
}
