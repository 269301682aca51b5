package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;

import java.util.ArrayList;
import java.util.List;

/** The predicate of {@link Effect.GainTypesAndColors}: "a black Zombie in addition to its other colors and types". */
final class InAdditionText {
    private InAdditionText() {
    }

    static String words(Effect.GainTypesAndColors e) {
        List<String> types = new ArrayList<>(e.subtypes());
        String typeWords = String.join(" ", types);
        String cardTypes = e.types() == 0 ? "" : ObjectText.noun(e.types(), 0, null, false);
        String noun = (typeWords + " " + cardTypes).strip();
        String colors = e.colors() == 0 ? "" : Words.list(Words.colors(e.colors()), "and");
        if (e.colorsInAddition()) {
            String both = (colors + " " + noun).strip();
            return Words.article(both) + " " + both + " in addition to its other colors and types";
        }
        String tail = noun.isEmpty() ? "" : Words.article(noun) + " " + noun + " in addition to its other types";
        if (colors.isEmpty()) return tail;
        return tail.isEmpty() ? colors : colors + " and is " + tail;
    }
}
