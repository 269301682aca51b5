package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.ObjectFilter;

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
}
