package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * "Kicker [cost]" (702.33a): an optional additional cost the player may pay as they cast the
 * spell (601.2b announces it, 601.2f adds it to the total cost); a spell is "kicked" when it was
 * paid (702.33d).
 */
public record Kicker(ManaCost cost, String text, List<CostPart> parts) implements OptionalAdditionalCost {
    public Kicker {
        parts = List.copyOf(parts);
    }

    /** Paid with mana only. */
    public Kicker(ManaCost cost, String text) {
        this(cost, text, List.of());
    }

    @Override
    public String question(String what) {
        return "Kick " + what + " (" + costText() + ")?";
    }

    /** The name its payment is remembered by when the card has two kicker costs (702.33f): "kicker {R}". */
    public static String paidName(ManaCost cost) {
        return "kicker " + cost;
    }

    @Override
    public String payAnswer() {
        return "kicked";
    }
}
