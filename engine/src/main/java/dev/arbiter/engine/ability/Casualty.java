package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * "Casualty N" (702.153a): "As an additional cost to cast this spell, you may sacrifice a creature with power N or
 * greater" (an optional additional cost, 601.2b, 118.8: {@code parts} is that sacrifice) and "When you cast this spell,
 * if a casualty cost was paid for it, copy it. If the spell has any targets, you may choose new targets for the copy."
 */
public record Casualty(int power, String text, List<CostPart> parts) implements OptionalAdditionalCost {
    public Casualty {
        parts = List.copyOf(parts);
    }

    @Override
    public ManaCost cost() {
        return ManaCost.ZERO;
    }

    @Override
    public String question(String what) {
        return "Pay casualty " + power + " for " + what + " (" + costText() + ")?";
    }

    @Override
    public String payAnswer() {
        return "casualty";
    }
}
