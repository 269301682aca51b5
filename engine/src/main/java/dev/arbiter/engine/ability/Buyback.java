package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * "Buyback [cost]" (702.27a): an optional additional cost the player may pay as they cast the
 * spell (601.2b, 601.2f); if it was paid, the spell goes to its owner's hand instead of the
 * graveyard as it resolves.
 */
public record Buyback(ManaCost cost, String text, List<CostPart> parts) implements OptionalAdditionalCost {
    public Buyback {
        parts = List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Buyback(ManaCost cost, String text) {
        this(cost, text, List.of());
    }

    @Override
    public String question(String what) {
        return "Pay buyback for " + what + " (" + costText() + ")?";
    }

    @Override
    public String payAnswer() {
        return "buyback";
    }
}
