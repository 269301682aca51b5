package dev.arbiter.cards.grammar;

/**
 * A basic landwalk keyword gained or granted in effect text (702.14a, 702.14c): "plainswalk", "islandwalk",
 * "swampwalk", "mountainwalk", "forestwalk". Not a quality of nouns ("creatures with islandwalk" stays unread).
 */
final class LandwalkKeywordGrammar {

    private static final String[] WALKS = {"plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk"};

    private LandwalkKeywordGrammar() {
    }

    /** The landwalk keyword at the cursor, consumed, or null. */
    static String keyword(Cursor c) {
        for (String k : WALKS) {
            if (c.accept(k)) return k;
        }
        return null;
    }
}
