package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.PhraseNodes.Blockers;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Creatures;
import dev.arbiter.cards.grammar.ast.PhraseNodes.Enchantable;
import dev.arbiter.cards.grammar.ast.PhraseNodes.TypePlural;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Color;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Descriptions of groups of permanents that are not targets (509.1b, 702.5a), read by the grammar into
 * nodes and lowered here: what can't block a creature ("Walls", "white creatures", "artifact creatures",
 * "creatures with flying"), and what an Aura can enchant ("creature", "land you control", "permanent").
 */
final class ObjectPhrases {

    private static final Map<String, CardType> TYPES = Map.of("creature", CardType.CREATURE, "land", CardType.LAND,
            "artifact", CardType.ARTIFACT, "enchantment", CardType.ENCHANTMENT, "planeswalker",
            CardType.PLANESWALKER);
    /** Plural creature types that don't just add "s" (or where dropping it is ambiguous). */
    private static final Map<String, String> IRREGULAR = Map.ofEntries(Map.entry("Merfolk", "Merfolk"),
            Map.entry("Kithkin", "Kithkin"), Map.entry("Elves", "Elf"), Map.entry("Dwarves", "Dwarf"),
            Map.entry("Wolves", "Wolf"), Map.entry("Werewolves", "Werewolf"), Map.entry("Zombies", "Zombie"),
            Map.entry("Faeries", "Faerie"), Map.entry("Allies", "Ally"), Map.entry("Mercenaries", "Mercenary"),
            Map.entry("Harpies", "Harpy"), Map.entry("Sphinxes", "Sphinx"));

    /** Capitalised words that can stand before "creatures" without being creature types (besides "non..", "un..",
     * "..ed" and "..ing" words). */
    private static final Set<String> NOT_A_TYPE = Set.of("legendary", "basic", "snow", "token", "tokens", "colorless",
            "colourless", "multicolored", "multicoloured", "monocolored", "monocoloured", "artifact", "artifacts",
            "enchantment", "enchantments", "land", "lands", "planeswalker", "planeswalkers", "creature", "creatures",
            "permanent", "permanents", "all", "each", "other", "another", "your", "their", "those", "these", "the",
            "both", "such", "any", "every", "white", "blue", "black", "red", "green");

    private ObjectPhrases() {
    }

    /**
     * The creatures named in "can't be blocked by ...": "Walls", "white creatures", "artifact
     * creatures", "creatures with flying". Blockers are creatures, so "artifact creatures" only
     * needs the artifact type.
     */
    static ObjectFilter blockers(Blockers b) {
        if (b.excluded()) {
            return null;
        }
        return creatures(b.creatures(), b.typePlural(), true);
    }

    /** What "Enchant [phrase]" allows (702.5a): "creature", "land", "creature you control", "Wall"... */
    static ObjectFilter enchantable(Enchantable m) {
        if (m == null) {
            return null;
        }
        String word = m.word();
        String w = word.toLowerCase(Locale.ROOT);
        ObjectFilter f;
        if (TYPES.containsKey(w)) {
            f = new ObjectFilter(TYPES.get(w).bit(), 0, Relation.ANY, null, 0, 0, false, false);
        } else if (w.equals("permanent")) {
            f = new ObjectFilter(0, 0, Relation.ANY, null, 0, 0, false, false);
        } else if (isSubtypeWord(word)) {
            f = new ObjectFilter(0, 0, Relation.ANY, word, 0, 0, false, false);
        } else {
            return null;
        }
        if (m.controller() != null) {
            f = f.controlledBy(m.controller().equalsIgnoreCase("you control") ? Relation.YOU : Relation.OPPONENT);
        }
        return f;
    }

    private static ObjectFilter creatures(Creatures m, TypePlural t, boolean blockers) {
        if (m != null) {
            ObjectFilter f = ObjectFilter.creatures();
            String word = m.word();
            if (word != null) {
                if (blockers && word.equalsIgnoreCase("artifact")) {
                    f = new ObjectFilter(CardType.ARTIFACT.bit(), 0, Relation.ANY, null, 0, 0, false, false);
                } else if (isSubtypeWord(word)) {
                    f = f.withSubtype(word);
                } else {
                    return null;
                }
            }
            if (m.color() != null) {
                f = f.withColors(color(m.color()).bit());
            }
            if (m.with() != null) {
                Keyword k = Keyword.ofText(m.with());
                if (k == null) {
                    return null;
                }
                f = f.withKeyword(k);
            }
            if (m.attackingYou()) {
                f = f.attackingSourceController();
            }
            return other(controlled(f, m.controller()), m.lead());
        }
        if (t != null) {
            String singular = singularType(t.word());
            if (singular == null) {
                return null;
            }
            return other(controlled(ObjectFilter.creatures().withSubtype(singular), t.controller()), t.lead());
        }
        return null;
    }

    /** "you control" / "your opponents control" (null: anyone's). */
    private static ObjectFilter controlled(ObjectFilter f, String controller) {
        if (controller == null) {
            return f;
        }
        return f.controlledBy(controller.equalsIgnoreCase("you control") ? Relation.YOU : Relation.OPPONENT);
    }

    private static ObjectFilter other(ObjectFilter f, String lead) {
        return lead != null && lead.toLowerCase(Locale.ROOT).endsWith("other") ? f.otherThanSource() : f;
    }

    /** The singular of a creature type used as a plural noun ("Goblins", "Elves", "Merfolk"), or null. */
    static String singularType(String plural) {
        if (IRREGULAR.containsKey(plural)) {
            return IRREGULAR.get(plural);
        }
        if (!isSubtypeWord(plural) || !plural.endsWith("s") || plural.endsWith("ss") || plural.endsWith("ies")
                || plural.endsWith("xes") || plural.endsWith("ches") || plural.endsWith("shes")
                || plural.endsWith("sses")) {
            return null;
        }
        return plural.substring(0, plural.length() - 1);
    }

    /**
     * A creature or land type as written: a capitalised word of letters. A phrase may begin a
     * sentence, so capitals alone don't tell "Soldier creatures" from "Untapped creatures" or
     * "Nonblack creatures": adjectives of that shape are refused.
     */
    private static boolean isSubtypeWord(String word) {
        if (!TargetPhrases.isSubtypeWord(word)) {
            return false;
        }
        String w = word.toLowerCase(Locale.ROOT);
        return !(w.startsWith("non") || w.startsWith("un") && !w.startsWith("unicorn") || w.endsWith("ed")
                || w.endsWith("ing") || NOT_A_TYPE.contains(w));
    }

    private static Color color(String w) {
        for (Color c : Color.values()) {
            if (c.lowerName().equalsIgnoreCase(w)) {
                return c;
            }
        }
        throw new IllegalArgumentException(w);
    }
}
