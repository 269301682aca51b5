package dev.arbiter.cards.compile;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Flavor words (207.2d): "Vicious Mockery — When ~ enters the battlefield, ..." — italic words before an ability, tailored
 * to one card, with no rules meaning, so they can't be listed as the ability words are (207.2c, stripped as the text is
 * read). A line the compiler does not understand is read again without "[Words] — " when the words are none of the
 * keyword abilities of 702 (Boast, Forecast, Companion are written the same way and do mean something), no saga chapter
 * numbers (714.2) and no "Choose ..." of a modal ability (700.2).
 */
final class FlavorWords {
    private static final GuardedPattern PREFIX = GuardedPattern.compile("^([A-Z][\\w'’,!. -]*?) — (\\S.*)$");
    private static final Pattern CHAPTERS = Pattern.compile("[IVX]+(?:, [IVX]+)*");
    /** The keyword abilities of 702, lower case. */
    private static final Set<String> KEYWORDS = Set.of(
            "absorb", "affinity", "afflict", "afterlife", "aftermath", "amplify", "annihilator", "ascend",
            "assist", "aura swap", "awaken", "backup", "banding", "bargain", "battle cry", "bestow",
            "blitz", "bloodthirst", "boast", "bushido", "buyback", "cascade", "casualty", "champion",
            "changeling", "cipher", "cleave", "companion", "compleated", "conspire", "convoke", "craft",
            "crew", "cumulative upkeep", "cycling", "dash", "daybound and nightbound", "deathtouch", "decayed", "defender",
            "delve", "demonstrate", "dethrone", "devoid", "devour", "disguise", "disturb", "double strike",
            "dredge", "echo", "embalm", "emerge", "enchant", "encore", "enlist", "entwine",
            "epic", "equip", "escalate", "escape", "eternalize", "evoke", "evolve", "exalted",
            "exhaust", "exploit", "extort", "fabricate", "fading", "fear", "first strike", "flanking",
            "flash", "flashback", "flying", "for mirrodin!", "forecast", "foretell", "fortify", "freerunning",
            "frenzy", "fuse", "gift", "graft", "gravestorm", "haste", "haunt", "hexproof",
            "hidden agenda", "hideaway", "horsemanship", "impending", "improvise", "indestructible", "infect", "ingest",
            "intimidate", "jump-start", "kicker", "landwalk", "level up", "lifelink", "living metal", "living weapon",
            "madness", "max speed", "melee", "menace", "mentor", "miracle", "modular", "more than meets the eye",
            "morph", "mutate", "myriad", "ninjutsu", "offering", "offspring", "outlast", "overload",
            "partner", "persist", "phasing", "plot", "poisonous", "protection", "prototype", "provoke",
            "prowess", "prowl", "rampage", "ravenous", "reach", "read ahead", "rebound", "reconfigure",
            "recover", "reinforce", "renown", "replicate", "retrace", "riot", "ripple", "saddle",
            "scavenge", "shadow", "shroud", "skulk", "solved", "soulbond", "soulshift", "space sculptor",
            "spectacle", "splice", "split second", "spree", "squad", "start your engines!", "storm", "sunburst",
            "surge", "suspend", "toxic", "training", "trample", "transfigure", "transmute", "tribute",
            "umbra armor", "undaunted", "undying", "unearth", "unleash", "vanishing", "vigilance", "visit",
            "ward", "wither");

    private FlavorWords() {
    }

    /** The line without its flavor word, or null when it has none. */
    static String strip(String line) {
        if (line.indexOf('—') < 0) return null;
        Matcher m = PREFIX.matcher(line.strip());
        if (!m.matches()) return null;
        String words = m.group(1).strip();
        String lower = words.toLowerCase(Locale.ROOT);
        if (KEYWORDS.contains(lower) || lower.startsWith("choose") || CHAPTERS.matcher(words).matches()) return null;
        return m.group(2);
    }
}
