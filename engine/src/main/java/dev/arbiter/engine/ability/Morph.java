package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Morph [cost]" (702.37a) and "Megamorph [cost]" (702.37b, {@code mega}): the card may be cast face down as a
 * 2/2 creature for {3}, and the face-down permanent may be turned face up for {@code cost} as a special action
 * (702.37e, 116.2b); a megamorph cost paid that way also puts a +1/+1 counter on it as it turns face up. A morph cost
 * that isn't only mana ("Morph—Pay 5 life.") has its other {@code parts}, paid with the mana.
 */
public record Morph(ManaCost cost, boolean mega, String text, java.util.List<CostPart> parts) implements Ability {
    public Morph {
        parts = java.util.List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Morph(ManaCost cost, boolean mega, String text) {
        this(cost, mega, text, java.util.List.of());
    }

    /** The parts beyond mana (118). */
    public Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts);
    }
}
