package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/** The cost of an activated ability (602.1a): mana plus other parts ({T}, sacrifice, life...). */
public record Cost(ManaCost mana, List<CostPart> parts) {
    public static final Cost FREE = new Cost(ManaCost.ZERO, List.of());

    public Cost {
        parts = List.copyOf(parts);
    }

    public boolean tapsSelf() {
        for (CostPart p : parts) if (p instanceof CostPart.TapSelf) return true;
        return false;
    }

    public String text() {
        StringBuilder sb = new StringBuilder();
        if (!mana.isEmpty()) sb.append(mana);
        for (CostPart p : parts) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(p.text());
        }
        return sb.length() == 0 ? "{0}" : sb.toString();
    }
}
