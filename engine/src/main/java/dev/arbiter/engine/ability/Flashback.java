package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Flashback [cost]" (702.34a): the card may be cast from its owner's graveyard by paying
 * {@code cost} instead of its mana cost (an alternative cost, 118.9); cast that way, it is exiled
 * instead of going anywhere else whenever it would leave the stack. A cost that isn't only mana is written after a
 * dash; its {@code parts} are paid with the mana (601.2h).
 */
public record Flashback(ManaCost cost, java.util.List<CostPart> parts) implements Ability {
    public Flashback {
        parts = java.util.List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Flashback(ManaCost cost) {
        this(cost, java.util.List.of());
    }

    /** The parts beyond mana ("Flashback—{1}{G}, Pay 3 life."), paid as the spell is cast (601.2h). */
    public Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts);
    }

    public String text() {
        return parts.isEmpty() ? "Flashback " + cost : "Flashback\u2014" + new Cost(cost, parts).text();
    }
}
