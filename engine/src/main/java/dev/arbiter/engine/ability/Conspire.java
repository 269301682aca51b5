package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * "Conspire" (702.78a): "As you cast this spell, you may tap two untapped creatures you control that share a color with
 * it" (an optional additional cost, 601.2b, 118.8: {@code parts} is that tapping) "When you do, copy it and you may choose
 * a new target for the copy."
 */
public record Conspire(String text, List<CostPart> parts) implements OptionalAdditionalCost {
    public Conspire {
        parts = List.copyOf(parts);
    }

    @Override
    public ManaCost cost() {
        return ManaCost.ZERO;
    }

    @Override
    public String question(String what) {
        return "Conspire " + what + " (" + costText() + ")?";
    }

    @Override
    public String payAnswer() {
        return "conspire";
    }
}
