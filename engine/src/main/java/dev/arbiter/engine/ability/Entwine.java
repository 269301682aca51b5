package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Entwine [cost]" (702.42a): the caster of this modal spell may choose all its modes instead of one
 * by paying an additional [cost] (601.2b, 601.2f). The spell's last mode is that choice: all the
 * modes in printed order (702.42b), offered only with the entwine cost added. A cost that isn't only mana
 * ("Entwine—Sacrifice three lands.") has its other {@code parts}; the mode is then offered only when they can be paid
 * (118.3).
 */
public record Entwine(ManaCost cost, String text, java.util.List<CostPart> parts) implements Ability {
    public Entwine {
        parts = java.util.List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Entwine(ManaCost cost, String text) {
        this(cost, text, java.util.List.of());
    }

    /** The parts beyond mana, paid with the rest of the spell's cost (601.2h). */
    public Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts);
    }
}
