package dev.arbiter.engine.ability;

import java.util.List;

/**
 * "As an additional cost to cast this spell, sacrifice a creature." (601.2f, 118.8): a cost the
 * caster must pay with the spell's total cost; {@code cost} holds its parts. A spell whose
 * additional cost can't be paid can't be cast (601.2h, 118.3). {@code orElse}: the other costs of
 * "sacrifice a creature or pay {3}" (601.2b: the caster announces which one they will pay; only
 * these may hold mana, added to the total cost, 601.2f).
 */
public record AdditionalCost(Cost cost, String text, List<Cost> orElse) implements Ability {
    public AdditionalCost {
        orElse = List.copyOf(orElse);
    }

    /** A single cost, no choice. */
    public AdditionalCost(Cost cost, String text) {
        this(cost, text, List.of());
    }

    /** The cost and its alternatives, in the order written. */
    public List<Cost> choices() {
        if (orElse.isEmpty()) return List.of(cost);
        List<Cost> out = new java.util.ArrayList<>(orElse.size() + 1);
        out.add(cost);
        out.addAll(orElse);
        return out;
    }
}
