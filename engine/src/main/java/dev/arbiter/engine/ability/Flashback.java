package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Flashback [cost]" (702.34a): the card may be cast from its owner's graveyard by paying
 * {@code cost} instead of its mana cost (an alternative cost, 118.9); cast that way, it is exiled
 * instead of going anywhere else whenever it would leave the stack. A cost that isn't only mana is written after a
 * dash; its {@code parts} are paid with the mana (601.2h). "Escape—[cost]" ({@code escape}, 702.138a) is the same
 * permission to cast the card from its owner's graveyard for an alternative cost, without the exile. "Retrace"
 * ({@code retrace}, 702.81a) casts it from its owner's graveyard for its mana cost ({@code cost}) and the additional cost
 * of discarding a land card ({@code parts}, 702.81b), without the exile.
 */
public record Flashback(ManaCost cost, java.util.List<CostPart> parts, boolean escape, boolean retrace) implements Ability {
    public Flashback {
        parts = java.util.List.copyOf(parts);
    }

    /** Flashback ({@code escape} false) or escape. */
    public Flashback(ManaCost cost, java.util.List<CostPart> parts, boolean escape) {
        this(cost, parts, escape, false);
    }

    /** Paid with mana only. */
    public Flashback(ManaCost cost) {
        this(cost, java.util.List.of(), false);
    }

    /** Flashback with a cost beyond mana. */
    public Flashback(ManaCost cost, java.util.List<CostPart> parts) {
        this(cost, parts, false);
    }

    /** Whether a spell cast this way is exiled as it leaves the stack: flashback's, not escape's or retrace's (702.34a, 702.138a, 702.81a). */
    public boolean exiles() {
        return !escape && !retrace;
    }

    /** The parts beyond mana ("Flashback—{1}{G}, Pay 3 life."), paid as the spell is cast (601.2h). */
    public Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts);
    }

    public String text() {
        if (retrace) return "Retrace";
        if (escape) return "Escape\u2014" + new Cost(cost, parts).text();
        return parts.isEmpty() ? "Flashback " + cost : "Flashback\u2014" + new Cost(cost, parts).text();
    }
}
