package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Descriptions of objects (the noun phrase without its determiner):
 * <pre>
 * noun      := adjective* heads postmod*
 * adjective := colour | "enchanted" (before a plural noun) | "non"WORD | tapped | untapped | attacking | blocking | unblocked | token | legendary | basic
 *              | snow | colorless | colored | multicolored | monocolored     (colours may be joined by "or")
 * heads     := head ("," head)* [","] ("or" | "and/or") head | head
 * head      := [Subtype] type-word ["card" | "spell"] | Subtype     (singular or plural)
 * postmod   := "that are enchanted" | "you control" | "an opponent controls" | "each opponent controls" | "you don't control" | "your opponents control"
 *              | "you own" | ("with" | "without") keyword ("and" keyword)* | "without" keyword ("or" keyword)*
 *              | "with" ("power" | "toughness" | "mana value") N "or" ("less" | "greater") | "with mana value" N
 *              | counters (CounterNounGrammar: "with a +1/+1 counter on it")
 *              | ["that's"] "attacking you" ["or a planeswalker you control"]
 * </pre>
 */
public final class NounGrammar {

    /** Card types and the words that stand for "any object of a kind", singular. */
    static final Set<String> TYPE_WORDS = Set.of("artifact", "creature", "enchantment", "land", "planeswalker",
            "permanent", "spell", "card", "instant", "sorcery", "battle");
    /** The card types among the type words (205.2a). */
    static final Set<String> CARD_TYPES = Set.of("artifact", "creature", "enchantment", "land", "planeswalker",
            "instant", "sorcery", "battle");
    static final Set<String> COLOURS = Set.of("white", "blue", "black", "red", "green");
    static final Set<String> STATUS = Set.of("tapped", "untapped", "attacking", "blocking", "unblocked", "token",
            "legendary", "basic", "snow", "colorless", "multicolored", "monocolored", "nontoken", "nonbasic",
            "nonlegendary", "historic", "modified", "colored", "blocked");
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("elves", "Elf"),
            Map.entry("wolves", "Wolf"), Map.entry("dwarves", "Dwarf"), Map.entry("werewolves", "Werewolf"),
            Map.entry("mice", "Mouse"), Map.entry("sorceries", "sorcery"), Map.entry("allies", "Ally"),
            Map.entry("faeries", "Faerie"), Map.entry("zombies", "Zombie"), Map.entry("fungi", "Fungus"),
            Map.entry("pegasi", "Pegasus"), Map.entry("octopi", "Octopus"), Map.entry("homunculi", "Homunculus"));
    /** Capitalised words that are not subtypes where a noun may start. */
    private static final Set<String> NOT_SUBTYPES = Set.of("When", "Whenever", "At", "If", "Then", "Otherwise",
            "You", "Each", "All", "Target", "Choose", "As", "Until", "Equip", "Enchant", "Flying", "Other", "Another",
            "It", "That", "This", "Those", "Return", "Destroy", "Exile", "Draw", "Put", "Search", "Sacrifice",
            "Creatures", "Creature", "Lands", "Land", "Spells", "Spell", "Cards", "Card", "Up", "Any", "Activate");
    /** Keywords a "with" clause may name. */
    static final Set<String> WITH_KEYWORDS = Set.of("flying", "first strike", "double strike", "trample", "reach",
            "defender", "haste", "vigilance", "deathtouch", "lifelink", "menace", "hexproof", "indestructible",
            "shroud", "flanking", "fear", "intimidate", "shadow", "horsemanship", "infect", "wither", "flash",
            "skulk", "persist", "changeling");

    /** Plural nouns "enchanted" may describe (303.4). */
    private static final Set<String> PLURAL_HOSTS = Set.of("creatures", "permanents", "lands", "artifacts");

    private NounGrammar() {
    }

    /** Whether the word before the cursor is "a", "an", "another" or "each": "an equipped creature" is not the host (301.5). */
    private static boolean afterArticle(Cursor c) {
        int at = c.mark();
        if (at == 0) return false;
        String before = c.tokens(at - 1, at).get(0).lower();
        return before.equals("a") || before.equals("an") || before.equals("another") || before.equals("each");
    }

    /** Whether the word before the cursor is "target": "target enchanted creature" is any creature an Aura is attached to (303.4). */
    private static boolean afterTarget(Cursor c) {
        int at = c.mark();
        return at > 0 && c.tokens(at - 1, at).get(0).lower().equals("target");
    }

    /** "power and toughness" of a "N/N creature" (208.1): both exactly N. */
    public static final String SIZE = "power and toughness";

    /** "1/1 creature(s)" (208.1): the same N for power and toughness, right before "creature(s)" (not a token's size). */
    private static Noun.With size(Cursor c) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.PT || t.text().startsWith("+") || t.text().startsWith("-")) return null;
        Token next = c.peek(1);
        Token after = c.peek(2);
        if (next == null || !(next.is("creature") || next.is("creatures")) || after != null && (after.is("token") || after.is("tokens"))) {
            return null;
        }
        int[] v = t.fixedPt();
        if (v == null || v[0] != v[1] || v[0] < 0) return null;
        c.next();
        return new Noun.With(false, null, SIZE, v[0], EXACTLY);
    }

    /** Parses a noun at the cursor, or throws (the cursor is then where it started). */
    public static Noun noun(Cursor c) {
        int start = c.mark();
        try {
            return parse(c);
        } catch (ParseFailure f) {
            c.reset(start);
            throw f;
        }
    }

    /** Parses a noun at the cursor, or resets the cursor to {@code mark} and gives null (a phrase that is not this one). */
    static Noun nounOrReset(Cursor c, int mark) {
        try {
            return noun(c);
        } catch (ParseFailure f) {
            c.reset(mark);
            return null;
        }
    }

    private static Noun parse(Cursor c) {
        List<String> adjectives = new ArrayList<>();
        Noun.With size = size(c); // 208.1: "1/1 creature"
        while (true) {
            Token t = c.peek();
            if (t == null || t.kind() != Token.Kind.WORD) break;
            String w = t.lower();
            if (w.equals("enchanted") && c.peek(1) != null && (PLURAL_HOSTS.contains(c.peek(1).lower())
                    || afterArticle(c) || afterTarget(c))) { // 303.4: "target enchanted creature" is not the host
                c.next(); // "enchanted creatures": an Aura is attached to each (singular "enchanted creature" is the host)
                adjectives.add(w);
                continue;
            }
            if (w.equals("equipped") && c.peek(1) != null && (PLURAL_HOSTS.contains(c.peek(1).lower()) || afterArticle(c))) { // 301.5
                c.next(); // "equipped creatures", "an equipped creature you control": an Equipment is attached to each (the
                adjectives.add(w); // bare singular "equipped creature" is the host)
                continue;
            }
            if (COLOURS.contains(w) || STATUS.contains(w) || isNonWord(w)) {
                c.next();
                if (w.equals("attacking") && c.accept("or blocking")) w = "attacking or blocking"; // 506.4
                adjectives.add(w.startsWith("non-") ? "non-" + t.text().substring(4) : w);
                int join = c.at("or") ? 1 : c.at("and / or") ? 3 : 0; // "white and/or blue": either colour (105.2)
                if (join > 0 && c.peek(join) != null && COLOURS.contains(c.peek(join).lower()) && COLOURS.contains(w)) {
                    for (int k = 0; k < join; k++) c.next();
                }
                // "noncreature, nonland card": negated adjectives in a comma list
                if (isNonWord(w) && c.at(",") && c.peek(1) != null && c.peek(1).kind() == Token.Kind.WORD
                        && isNonWord(c.peek(1).lower())) {
                    c.next();
                }
                continue;
            }
            break;
        }
        List<String> heads = new ArrayList<>();
        List<String> modifiers = new ArrayList<>();
        // 111.1: "exile all tokens", "target token you control": token permanents, no type named
        boolean pluralTokens = !adjectives.contains("token") && c.at("tokens");
        boolean bareToken = pluralTokens || adjectives.contains("token") && !isHeadStart(c.peek());
        if (pluralTokens) {
            c.next();
            adjectives.add("token");
        }
        boolean plural = bareToken ? pluralTokens : head(c, heads, modifiers);
        if (bareToken) heads.add("permanent");
        int beforeAnd = -1; // "artifacts, creatures, and enchantments": "and" joins plural heads as "or" does
        int headsBeforeAnd = 0;
        while (!bareToken) {
            int m = c.mark();
            boolean comma = c.accept(",");
            boolean joined = c.acceptAny("or", "and / or") != null; // the tokenizer splits "and/or" at "/"
            if (joined && !comma && !plural && adjectives.isEmpty() && c.peek(1) != null && isHeadStart(c.peek(1))) {
                c.acceptAny("a", "an"); // "a Knight or a Soldier": one object of either kind (205.3)
            }
            if (!joined && c.at("and") && isHeadStart(c.peek(1))) {
                beforeAnd = m;
                headsBeforeAnd = heads.size();
                c.next();
                joined = true;
            }
            if (!comma && !joined) break;
            if (!joined && !isHeadStart(c.peek())) {
                c.reset(m);
                break;
            }
            if (!isHeadStart(c.peek())) {
                c.reset(m);
                break;
            }
            plural |= head(c, heads, modifiers);
            if (joined) break;
        }
        // "instant or sorcery card": a trailing kind word after the heads
        String kind = c.acceptAny("cards", "card", "spells", "spell", "permanents", "permanent");
        if (beforeAnd >= 0 && !plural && kind == null) {
            // "and" between singular heads with no kind word after them is not a union: read only up to it
            // ("each instant and sorcery card": one card of either type, as "instant or sorcery card" is)
            while (heads.size() > headsBeforeAnd) heads.remove(heads.size() - 1);
            c.reset(beforeAnd);
            kind = c.acceptAny("cards", "card", "spells", "spell", "permanents", "permanent");
        }
        if (kind != null) {
            heads.add(kind.endsWith("s") ? kind.substring(0, kind.length() - 1) : kind);
            plural |= kind.endsWith("s");
        } else if (!heads.isEmpty() && (c.at("token") || c.at("tokens")) && !adjectives.contains("token")) {
            plural |= c.next().is("tokens"); // "creature tokens you control" (111.1): the token status after the type
            adjectives.add("token");
        }
        String controller = controller(c);
        List<Noun.With> with = new ArrayList<>();
        if (size != null) with.add(size);
        while (true) {
            Noun.With w = NounQualityGrammar.with(c);
            if (w == null) break;
            with.add(w);
            if (w.without() && w.keyword() != null) NounQualityGrammar.withoutOthers(c, with); // "without flying or islandwalk": neither
            if (!w.without() && w.keyword() != null) NounQualityGrammar.withAnyOf(c, with); // "with reach or trample": either (702.1)
            if (controller == null) controller = controller(c);
        }
        if (controller == null) controller = controller(c);
        if (!adjectives.contains("enchanted") && c.accept(plural ? "that are enchanted" : "that's enchanted")) adjectives.add("enchanted"); // 303.4
        if (!adjectives.contains("equipped") && c.accept(plural ? "that are equipped" : "that's equipped")) adjectives.add("equipped"); // 301.5
        AdjectiveGrammar.thatsAdjectives(c, plural, adjectives); // "creature or planeswalker that's green or white" (105.2, 506.4)
        List<String> thatsSubtypes = thatsSubtypes(c, plural, heads, modifiers); // "creature you control that's a Wolf or a Werewolf" (205.3)
        if (thatsSubtypes != null) modifiers = thatsSubtypes;
        if (controller == null && !heads.contains("card") && c.accept("on the battlefield") // any controller
                && c.accept("named ~")) {
            with.add(new Noun.With(false, null, "named ~", 0, null)); // "creature on the battlefield named ~" (201.2)
        }
        String zone = null;
        if (heads.contains("card")) {
            int m = c.mark();
            if (c.acceptAny("from", "in") != null) {
                zone = c.acceptAny("your graveyard", "a graveyard", "an opponent's graveyard", "your hand",
                        "target player's graveyard", "all graveyards", "a single graveyard", "graveyards");
                if (zone == null) c.reset(m);
            }
            if (zone != null && zone.contains("graveyard") && (c.accept("that were put there from the battlefield this turn")
                    || c.accept("that was put there from the battlefield this turn"))) {
                with.add(new Noun.With(false, null, FROM_BATTLEFIELD, 0, null)); // 400.7: the card's record this turn
            }
        }
        return new Noun(adjectives, heads, modifiers, controller, with, plural, zone);
    }

    /**
     * 205.3: "[type] ... that's a Wolf or a Werewolf": the one type with any of the subtypes (as "Wolf or Werewolf
     * creature" would say); null, the cursor unmoved, unless a single type head without subtypes is followed by
     * "that's a | an SUBTYPE (or a | an SUBTYPE)*".
     */
    private static List<String> thatsSubtypes(Cursor c, boolean plural, List<String> heads, List<String> modifiers) {
        if (plural || !modifiers.isEmpty() || heads.size() != 1 || !TYPE_WORDS.contains(heads.get(0)) || !c.at("that's")) return null;
        int m = c.mark();
        c.accept("that's");
        List<String> subtypes = new ArrayList<>();
        do {
            if (c.acceptAny("a", "an") == null || !isSubtype(c.peek()) || isHeadStart(c.peek(1))) {
                c.reset(m);
                return null;
            }
            subtypes.add(c.next().text());
        } while (c.accept("or"));
        return subtypes;
    }

    static boolean isNonWord(String w) {
        if (!w.startsWith("non") || w.length() <= 3) return false;
        String rest = w.startsWith("non-") ? w.substring(4) : w.substring(3);
        return TYPE_WORDS.contains(rest) || COLOURS.contains(rest) || w.startsWith("non-");
    }

    private static boolean isHeadStart(Token t) {
        if (t == null || t.kind() != Token.Kind.WORD) return false;
        return TYPE_WORDS.contains(singular(t.lower())) || isSubtype(t);
    }

    /** One head; returns whether it was plural. */
    private static boolean head(Cursor c, List<String> heads, List<String> modifiers) {
        Token t = c.peek();
        if (t == null || t.kind() != Token.Kind.WORD) throw c.fail("a card type or subtype");
        String w = t.lower();
        if (TYPE_WORDS.contains(w) || TYPE_WORDS.contains(singular(w))) {
            // "Dragon spells and artifact spells": the subtype belongs to the first alternative only, which one filter
            // can't say (205.3, as "instant or Aura spell" below)
            if (!modifiers.isEmpty() && CARD_TYPES.contains(singular(w))) throw c.fail("a card type or subtype alone");
            c.next();
            Token after = c.peek();
            String second = after == null || after.kind() != Token.Kind.WORD ? null : singular(after.lower());
            if (CARD_TYPES.contains(singular(w)) && second != null && CARD_TYPES.contains(second)) {
                // "artifact creature": one object with both types (205.2a)
                c.next();
                heads.add(singular(w) + " " + second);
                return !after.lower().equals(second);
            }
            heads.add(singular(w));
            return !TYPE_WORDS.contains(w);
        }
        if (isSubtype(t)) {
            c.next();
            Token after = c.peek();
            if (t.text().endsWith("'s") && isSubtype(after) && t.text().length() > 2) { // 205.3i: "an Urza's Tower", both land types
                c.next();
                heads.add(t.text() + " " + after.text());
                return false;
            }
            if (after != null && after.kind() == Token.Kind.WORD && TYPE_WORDS.contains(singular(after.lower()))
                    && !after.lower().equals("card") && !after.lower().equals("cards")) {
                // "instant or Aura spell": the subtype belongs to one alternative only, which one filter can't say (205.3)
                if (heads.stream().anyMatch(h -> CARD_TYPES.contains(h))) throw c.fail("a card type or subtype alone");
                c.next();
                modifiers.add(subtypeSingular(t.text()));
                heads.add(singular(after.lower()));
                return !TYPE_WORDS.contains(after.lower());
            }
            String single = subtypeSingular(t.text());
            heads.add(single);
            return !single.equals(t.text());
        }
        throw c.fail("a card type or subtype");
    }

    /** Subtypes whose plural is the word itself ("the number of Merfolk you control", 205.3). */
    private static final Set<String> SAME_PLURAL = Set.of("Merfolk", "Equipment", "Kor", "Moonfolk", "Kithkin", "Treefolk",
            "Sheep", "Fish", "Elk", "Samurai", "Djinn", "Efreet", "Vedalken", "Aetherborn", "Surrakar", "Noggle", "Yeti",
            "Kavu", "Zubera", "Aurochs");

    /** Whether every head of {@code n} is a subtype written the same in the plural, so the noun may be plural. */
    static boolean mayBePlural(Noun n) {
        if (n.plural()) return true;
        if (n.heads().isEmpty()) return false;
        for (String h : n.heads()) if (!SAME_PLURAL.contains(h)) return false;
        return true;
    }

    static boolean isSubtype(Token t) {
        return t != null && t.capitalised() && !NOT_SUBTYPES.contains(t.text()) && t.text().chars().allMatch(
                ch -> Character.isLetter(ch) || ch == '\'' || ch == '-');
    }

    static String singular(String w) {
        if (IRREGULAR.containsKey(w)) return IRREGULAR.get(w);
        if (w.endsWith("ies") && w.length() > 4) return w.substring(0, w.length() - 3) + "y";
        if (w.endsWith("s") && !w.endsWith("ss")) return w.substring(0, w.length() - 1);
        return w;
    }

    /** Subtypes that end in "s" in the singular (205.3). */
    private static final Set<String> SINGULAR_S = Set.of("Plains", "Cyclops", "Atlas", "Kavu", "Aurochs");

    private static String subtypeSingular(String w) {
        if (SINGULAR_S.contains(w)) return w;
        String key = w.toLowerCase(java.util.Locale.ROOT);
        if (IRREGULAR.containsKey(key)) return IRREGULAR.get(key);
        if (w.endsWith("ches") || w.endsWith("shes") || w.endsWith("sses")) return w.substring(0, w.length() - 2);
        if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.substring(0, w.length() - 1);
        return w;
    }

    /** "you control", "an opponent controls", ...; null when none follows. */
    static String controller(Cursor c) {
        return c.acceptAny("you control", "an opponent controls", "you don't control", "your opponents control", "each opponent controls",
                "you own", "you both own and control", "opponents control", "that player or that planeswalker's controller controls", "that player controls", "defending player controls",
                "target player controls", "target opponent controls", "enchanted player controls",
                "the active player has controlled continuously since the beginning of the turn", "the active player controls");
    }

    /** The keyword of {@link #WITH_KEYWORDS} at the cursor, consumed, or null. */
    static String keyword(Cursor c) {
        for (String k : WITH_KEYWORDS) {
            if (c.accept(k)) return k;
        }
        return null;
    }

    /** The comparison of "with mana value X" without "or less" / "or greater": equal to X. */
    public static final String EXACTLY = "exactly";
    /** The stat of "blocking it" (509.1): "it" is ~ only where nothing else was named before (608.2c, BlockingItLowering). */
    public static final String BLOCKING_IT = "blocking it";
    /** The quality "that was put there from the battlefield this turn" of a card in a graveyard (400.7). */
    public static final String FROM_BATTLEFIELD = "put there from the battlefield this turn";
    /** The stat of "with {X} in its mana cost" (107.3, 202.1). */
    public static final String X_IN_MANA_COST = "{X} in its mana cost";
    /** The stat of each keyword of "with flying, reach, or trample": any one of them (702.1). */
    public static final String ANY_OF_KEYWORDS = NounQualityGrammar.ANY_OF_KEYWORDS;
    /** The adjective "that's both [colour] and [colour]" adds to its two colours (105.2): every one of them. */
    public static final String BOTH_COLOURS = "both colours";
    /** The qualities of what was dealt or dealt damage this turn (120.3), as written. */
    public static final String[] DAMAGE_THIS_TURN = {"that was dealt damage this turn", "that dealt damage to you this turn",
            "that dealt damage this turn"};
    /** "[creature] that's attacking you" (506.3): attacking the player, not a planeswalker they control. */
    public static final String ATTACKING_YOU = "attacking you";
    /** "[creature] that's attacking you or a planeswalker you control" (506.3). */
    public static final String ATTACKING_YOU_OR_PLANESWALKER = "attacking you or a planeswalker you control";
}
