package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Convoke;
import java.util.Locale;

/**
 * Keyword abilities with their own engine record rather than a {@link dev.arbiter.engine.ability.Keyword}
 * bit: convoke (702.51).
 */
final class MoreKeywords {

    private MoreKeywords() {
    }

    /** The ability one keyword item names, or null. */
    static Ability item(String item) {
        String i = item.strip().toLowerCase(Locale.ROOT);
        if (i.equals("convoke")) {
            return new Convoke(); // 702.51a
        }
        return null;
    }
}
