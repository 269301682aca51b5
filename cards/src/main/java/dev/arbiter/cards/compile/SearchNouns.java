package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ObjectFilter;

import java.util.List;
import java.util.Set;

/** What a library search's noun says about the cards it finds (701.19). */
final class SearchNouns {

    /** 205.3k: the subtypes of instants and sorceries (spell types); every other subtype is of a permanent type. */
    private static final Set<String> SPELL_SUBTYPES = Set.of("Adventure", "Arcane", "Lesson", "Trap");

    private SearchNouns() {
    }

    /**
     * Whether a filter of several subtypes ("an Island or Swamp card") names only subtypes of permanent
     * types, so whatever it finds can be put onto the battlefield (110.4b).
     */
    static boolean permanentSubtypes(ObjectFilter f) {
        var subtypes = f.more().anySubtypes();
        if (subtypes.isEmpty()) return false;
        for (String s : subtypes) if (SPELL_SUBTYPES.contains(s)) return false;
        return true;
    }

    /**
     * Whether the filter names only cards with the source's name ("a card named ~") and the source is a permanent
     * card: cards with one name have one set of card types (201.2), so what is found can be put onto the battlefield.
     */
    static boolean namedAsPermanentSource(ObjectFilter f, dev.arbiter.cards.text.CardText card) {
        if (card == null || (f.more().chosen() & dev.arbiter.engine.ability.FilterQualities.SOURCE_NAME) == 0) return false;
        for (String t : List.of("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")) {
            if (card.hasType(t)) return true; // 110.4b: a permanent card
        }
        return false;
    }
}
