package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.Optional;

/**
 * One entry of a setup zone line: {@code [COUNT ]CARD NAME[ (MODIFIER, MODIFIER)]}.
 *
 * @param count how many copies (at least 1; 1 when not written)
 */
public record Item(int count, String name, List<Modifier> modifiers, Pos pos) {
    public Item {
        modifiers = List.copyOf(modifiers);
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1");
        }
    }

    /** The label from {@code (as LABEL)}, if any. */
    public Optional<String> label() {
        return modifiers.stream()
                .filter(Modifier.Label.class::isInstance)
                .map(m -> ((Modifier.Label) m).label())
                .findFirst();
    }

    /** True when a modifier of this type is present (e.g. {@code Modifier.Tapped.class}). */
    public boolean has(Class<? extends Modifier> type) {
        return modifiers.stream().anyMatch(type::isInstance);
    }
}
