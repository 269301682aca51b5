package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;

import java.util.ArrayList;
import java.util.List;

/** The words of "becomes an artifact creature" (702.122a): subtypes, card types, then "creature". */
final class CrewText {
    private CrewText() {
    }

    static String types(Effect.BecomeTypedCreatureUntilEndOfTurn e, boolean plural) {
        List<String> words = new ArrayList<>(e.subtypes());
        words.addAll(Words.types(e.types()));
        words.add(plural ? "creatures" : "creature");
        return String.join(" ", words);
    }
}
