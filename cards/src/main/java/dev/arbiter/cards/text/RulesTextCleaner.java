package dev.arbiter.cards.text;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Cleans one line of rules text: removes reminder text (parenthesised passages), normalises
 * whitespace, and writes the card's own name as {@code ~}.
 *
 * <p>Names that are also keyword actions (e.g. the instant "Regenerate", whose text is
 * "Regenerate target creature.") are not replaced, since there the word is the action, not the
 * card; such cards can write {@code ~} explicitly.
 */
public final class RulesTextCleaner {

    /** Card names that are keyword actions (rule 701) and so are never replaced by {@code ~}. */
    public static final Set<String> KEYWORD_ACTION_NAMES = Set.of(
            "Activate", "Attach", "Cast", "Counter", "Create", "Destroy", "Discard", "Double",
            "Exchange", "Exile", "Fight", "Mill", "Play", "Regenerate", "Reveal", "Sacrifice",
            "Scry", "Search", "Shuffle", "Tap", "Untap", "Clash", "Proliferate", "Transform",
            "Populate", "Investigate", "Explore", "Surveil", "Manifest", "Goad", "Connive",
            "Discover");

    private static final Pattern SPACE_BEFORE_PUNCT = Pattern.compile(" +([.,;:!?\"])(?=$|\\s)");

    /** 207.2c: an ability word ("Imprint — ...") has no rules meaning; the ability is the text after it. */
    private static final Pattern ABILITY_WORD = Pattern.compile(
            "^(?:" + String.join("|",
                    "adamant|addendum|alliance|battalion|bloodrush|celebration|channel|chroma|cohort|constellation",
                    "converge|council['’]s dilemma|coven|delirium|descend 4|descend 8|domain|eerie|eminence",
                    "enrage|fateful hour|fathomless descent|ferocious|formidable|grandeur|hellbent|heroic",
                    "imprint|inspired|join forces|kinship|landfall|lieutenant|magecraft|metalcraft|morbid",
                    "pack tactics|paradox|parley|radiance|raid|rally|revolt|secret council|spell mastery",
                    "strive|survival|sweep|tempting offer|threshold|undergrowth|valiant|will of the council") + ") [—-] ", Pattern.CASE_INSENSITIVE);

    /**
     * 207.2d: a flavor word ("Acid Breath — When ~ enters ...") has no rules meaning either; a title-case phrase before
     * " — " at the start of a line is one unless it is a keyword ability's name (702: "Boast — {1}{W}: ...", "Forecast —
     * ..."), saga chapter numbers (714.2b: "I, II — ...") or a modal ability's "Choose ..." (700.2).
     */
    private static final Pattern FLAVOR_WORD = Pattern.compile("^([A-Z][\\w'’ ,!.-]*?) — (?=\\S)");
    private static final Pattern CHAPTERS = Pattern.compile("[IVX]+(?:, [IVX]+)*");
    /** The keyword abilities' names (702.2-702.189), lower case: a line starting with one and " — " is that keyword. */
    private static final Set<String> KEYWORD_NAMES = Set.of("deathtouch", "defender", "double strike", "enchant", "equip",
            "first strike", "flash", "flying", "haste", "hexproof", "indestructible", "intimidate", "landwalk", "lifelink",
            "protection", "reach", "shroud", "trample", "vigilance", "ward", "banding", "rampage", "cumulative upkeep",
            "flanking", "phasing", "buyback", "shadow", "cycling", "echo", "horsemanship", "fading", "kicker", "flashback",
            "madness", "fear", "morph", "megamorph", "amplify", "provoke", "storm", "affinity", "entwine", "modular", "sunburst",
            "bushido", "soulshift", "splice", "offering", "ninjutsu", "epic", "convoke", "dredge", "transmute", "bloodthirst",
            "haunt", "replicate", "forecast", "graft", "recover", "ripple", "split second", "suspend", "vanishing", "absorb",
            "aura swap", "delve", "fortify", "frenzy", "gravestorm", "poisonous", "transfigure", "champion", "changeling",
            "evoke", "hideaway", "prowl", "reinforce", "conspire", "persist", "wither", "retrace", "devour", "exalted",
            "unearth", "cascade", "annihilator", "level up", "rebound", "umbra armor", "totem armor", "infect", "battle cry",
            "living weapon", "undying", "miracle", "soulbond", "overload", "scavenge", "unleash", "cipher", "evolve", "extort",
            "fuse", "bestow", "tribute", "dethrone", "hidden agenda", "outlast", "prowess", "dash", "exploit", "menace",
            "renown", "awaken", "devoid", "ingest", "myriad", "surge", "skulk", "emerge", "escalate", "melee", "crew",
            "fabricate", "partner", "undaunted", "improvise", "aftermath", "embalm", "eternalize", "afflict", "ascend",
            "assist", "jump-start", "mentor", "afterlife", "riot", "spectacle", "escape", "companion", "mutate", "encore",
            "boast", "foretell", "demonstrate", "daybound", "nightbound", "disturb", "decayed", "cleave", "training",
            "compleated", "reconfigure", "blitz", "casualty", "enlist", "read ahead", "ravenous", "squad", "space sculptor",
            "visit", "prototype", "living metal", "more than meets the eye", "for mirrodin!", "toxic", "backup", "bargain",
            "craft", "disguise", "solved", "plot", "saddle", "spree", "freerunning", "gift", "offspring", "impending",
            "exhaust", "max speed", "start your engines!", "specialize", "double team", "seek", "perpetually", "conjure");

    private final String fullName;
    private final String shortName;
    /** 201.5c: a legendary name's first word its text may use alone ("Rubinia" for "Rubinia Soulsinger"), or null. */
    private final String firstWord;

    private RulesTextCleaner(String fullName, String shortName) {
        this(fullName, shortName, null);
    }

    private RulesTextCleaner(String fullName, String shortName, String firstWord) {
        this.fullName = fullName;
        this.shortName = shortName;
        this.firstWord = firstWord;
    }

    /**
     * As {@link #forCard(String, boolean)}; besides, for a legendary name of two or more words with no comma and no
     * "the" ("Rubinia Soulsinger", "Hivis of the Scale"), its first word where a line uses it alone (201.5c), unless
     * that word is one of the card's subtypes ("Sliver Queen"). See {@link #firstWordAlone}.
     */
    public static RulesTextCleaner forCard(String name, boolean legendary, java.util.List<String> subtypes) {
        RulesTextCleaner c = forCard(name, legendary);
        int space = name.indexOf(' ');
        if (!legendary || c.shortName != null || space <= 1 || !Character.isUpperCase(name.charAt(0))) return c;
        String first = name.substring(0, space);
        if (subtypes.contains(first) || !Regex.matches(first, "[A-Z][a-z]+")) return c;
        return new RulesTextCleaner(name, null, first);
    }

    /**
     * Whether each use of the name's first word in {@code text} stands for the card (201.5c): none is followed by
     * another capitalised word ("King Darien", "Marit Lage") or by a noun it would modify as a subtype ("Dragon creature
     * token", "Sliver on the battlefield").
     */
    static boolean firstWordAlone(String text, String word) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?<![\\w'])" + java.util.regex.Pattern.quote(word) + "(?![\\w])( \\S+)?")
                .matcher(text);
        boolean any = false;
        while (m.find()) {
            any = true;
            String next = m.group(1) == null ? "" : m.group(1).strip();
            if (!next.isEmpty() && Character.isUpperCase(next.charAt(0))) return false;
            if (Regex.matches(next, "(creatures?|tokens?|cards?|spells?|permanents?|on|you|your|an?)[,.:]?")) return false;
        }
        return any;
    }

    /** 207.2d: the line without a flavor word at its start (see {@link #FLAVOR_WORD}). */
    private static String withoutFlavorWord(String text) {
        java.util.regex.Matcher m = FLAVOR_WORD.matcher(text);
        if (!m.find()) return text;
        String word = m.group(1);
        String lower = word.toLowerCase(java.util.Locale.ROOT);
        if (CHAPTERS.matcher(word).matches() || KEYWORD_NAMES.contains(lower) || lower.startsWith("choose")) return text;
        return text.substring(m.end());
    }

    /**
     * A cleaner for the card {@code name}; for a legendary name with a comma ("Melira, Sylvok
     * Outcast") the part before the comma is replaced too, and for "[Name] the [Epithet]" the first word.
     */
    public static RulesTextCleaner forCard(String name, boolean legendary) {
        String shortName = null;
        int comma = name.indexOf(',');
        if (legendary && comma > 0) {
            shortName = name.substring(0, comma).strip();
        } else if (legendary && Regex.matches(name, "[A-Z][a-z]+ the [A-Z].*")) {
            shortName = name.substring(0, name.indexOf(' ')); // "Phage the Untouchable" is "Phage" in its text (201.5c)
        }
        return new RulesTextCleaner(name, shortName);
    }

    /**
     * Cleans {@code line}; the result is empty when the line held only reminder text.
     *
     * @throws CardFormatException at {@code pos} for unbalanced parentheses
     */
    public String clean(String line, SourcePos pos) {
        String text = withoutReminders(line, pos);
        text = collapseSpaces(text);
        if (text.indexOf(" ") >= 0 && hasSpaceBeforePunct(text)) text = SPACE_BEFORE_PUNCT.matcher(text).replaceAll("$1");
        if (text.indexOf('—') > 0 || text.indexOf('-') > 0) text = ABILITY_WORD.matcher(text).replaceFirst("");
        if (text.indexOf(" — ") > 0) text = withoutFlavorWord(text);
        if (!KEYWORD_ACTION_NAMES.contains(fullName)) {
            text = replaceWord(accentsAsInName(text, fullName), fullName);
            if (shortName != null && !shortName.isEmpty()) {
                text = replaceWord(text, shortName);
            }
            if (firstWord != null && text.contains(firstWord) && firstWordAlone(text, firstWord)) {
                text = replaceWord(text, firstWord); // 201.5c
            }
        }
        return text;
    }

    /**
     * The line with its accented letters written plain when the card's name is written so and the line names it only
     * with accents ("Lim-Dûl's Cohort" in the text of "Lim-Dul's Cohort"); else the line itself.
     */
    static String accentsAsInName(String text, String name) {
        if (name.isEmpty() || text.contains(name)) return text;
        boolean accented = false;
        for (int i = 0; i < text.length() && !accented; i++) accented = text.charAt(i) > 127 && Character.isLetter(text.charAt(i));
        if (!accented) return text;
        String plain = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return plain.contains(name) ? plain : text;
    }

    /** Runs of whitespace become one space; none at either end (a scan: this runs on every line of every card). */
    static String collapseSpaces(String text) {
        StringBuilder out = null;
        int n = text.length();
        int start = 0;
        while (start < n && Character.isWhitespace(text.charAt(start))) start++;
        int end = n;
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) end--;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            boolean ws = Character.isWhitespace(c);
            boolean plain = !ws || (c == ' ' && !Character.isWhitespace(text.charAt(i + 1)));
            if (out == null) {
                if (plain) continue;
                out = new StringBuilder(end - start).append(text, start, i);
            }
            if (!ws) {
                out.append(c);
            } else if (out.length() == 0 || out.charAt(out.length() - 1) != ' ') {
                out.append(' ');
            }
        }
        return out == null ? text.substring(start, end) : out.toString();
    }

    /** Whether a space comes before punctuation that ends a word: the case {@link #SPACE_BEFORE_PUNCT} rewrites. */
    private static boolean hasSpaceBeforePunct(String text) {
        for (int i = text.indexOf(' '); i >= 0 && i + 1 < text.length(); i = text.indexOf(' ', i + 1)) {
            if (".,;:!?\"".indexOf(text.charAt(i + 1)) >= 0) return true;
        }
        return false;
    }

    /** Removes every parenthesised passage, nested ones included. */
    static String withoutReminders(String line, SourcePos pos) {
        StringBuilder out = new StringBuilder(line.length());
        int depth = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (depth == 0) {
                    throw new CardFormatException(pos, "unbalanced ')' in \"" + line.strip() + "\"");
                }
                depth--;
                out.append(depth == 0 ? " " : "");
            } else if (depth == 0) {
                out.append(c);
            }
        }
        // Reminder text left open at the end of a line (a data slip) runs to the end of the line:
        // it is dropped like any reminder text; a ')' without its '(' is still an error.
        return out.toString();
    }

    /**
     * Replaces {@code word} by {@code ~} where it is not part of a longer word (no letter, digit or
     * hyphen touches it on either side). A plain scan: one card's name is matched in each of its
     * lines, so a compiled pattern per card would cost more than it saves.
     */
    static String replaceWord(String text, String word) {
        if (word.isEmpty()) return text;
        int at = text.indexOf(word);
        if (at < 0) return text;
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        while (at >= 0) {
            int end = at + word.length();
            boolean alone = (at == 0 || !wordChar(text.charAt(at - 1))) && (end == text.length() || !wordChar(text.charAt(end)));
            if (alone && afterNounModifier(text, at)) alone = false; // "each other attacking Aurochs": the subtype (205.3)
            if (alone) {
                out.append(text, from, at).append('~');
                from = end;
                at = text.indexOf(word, end);
            } else {
                at = text.indexOf(word, at + 1);
            }
        }
        return out.append(text, from, text.length()).toString();
    }

    /**
     * Whether the word at {@code at} follows "other " / "other attacking " / "other blocking ", which only ever modify a noun:
     * a name written there is a subtype the card shares (205.3), never the card itself.
     */
    private static boolean afterNounModifier(String text, int at) {
        return text.startsWith("other ", at - 6) || text.startsWith("other attacking ", at - 16)
                || text.startsWith("other blocking ", at - 15); // "target creature blocking ~" stays the card
    }

    private static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '-';
    }
}
