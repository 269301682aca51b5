package dev.arbiter.cards.text;

import java.util.List;

/** A parsed type line; {@code power}, {@code toughness} and {@code loyalty} are null when absent. */
public record TypeLine(
        List<String> supertypes,
        List<String> types,
        List<String> subtypes,
        String power,
        String toughness,
        String loyalty) {

    /** Copies the lists. */
    public TypeLine {
        supertypes = List.copyOf(supertypes);
        types = List.copyOf(types);
        subtypes = List.copyOf(subtypes);
    }
}
