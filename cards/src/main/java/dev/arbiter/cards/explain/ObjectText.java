package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;
import java.util.ArrayList;
import java.util.List;

/** Groups of permanents as words: "other Elf creatures you control", "a nonartifact creature", "Walls". */
final class ObjectText {

    private ObjectText() {
    }

    /** "creature", "artifact or enchantment", "black permanent", "Wall" — one object matching the filter. */
    static String singular(ObjectFilter f) {
        return phrase(f, false);
    }

    /** "creatures you control", "other Goblin creatures", "white creatures" — every object matching the filter. */
    static String plural(ObjectFilter f) {
        return phrase(f, true);
    }

    /** Whether the filter restricts nothing but the card types, so oracle text says "all creatures". */
    static boolean unrestricted(ObjectFilter f) {
        return f.controller() == Relation.ANY && f.colorMask() == 0 && f.subtype() == null && !f.other()
                && f.withKeywords() == 0 && f.excludedTypes() == 0;
    }

    private static String phrase(ObjectFilter f, boolean plural) {
        List<String> words = new ArrayList<>();
        if (f.other()) {
            words.add("other");
        }
        String colors = Words.list(Words.colors(f.colorMask()), "or");
        if (!colors.isEmpty()) {
            words.add(colors);
        }
        words.add(noun(f.anyOfTypes(), f.excludedTypes(), f.subtype(), plural));
        if (f.controller() == Relation.YOU) {
            words.add("you control");
        } else if (f.controller() == Relation.OPPONENT) {
            words.add(plural ? "your opponents control" : "an opponent controls");
        }
        if (f.withKeywords() != 0) {
            List<String> kws = new ArrayList<>();
            for (Keyword k : Keyword.values()) {
                if ((f.withKeywords() & k.bit()) != 0) {
                    kws.add(k.text());
                }
            }
            words.add("with " + Words.list(kws, "and"));
        }
        if (f.attackingYou()) {
            words.add("attacking you");
        }
        return String.join(" ", words);
    }

    /**
     * "nonartifact creature", "artifact, creature, or land", "Wall", "Elf creatures", "permanent": the
     * noun of a filter from its types (0 = any permanent), excluded types and subtype.
     */
    static String noun(int anyOfTypes, int excludedTypes, String subtype, boolean plural) {
        StringBuilder prefix = new StringBuilder();
        for (String t : Words.types(excludedTypes)) {
            prefix.append("non").append(t).append(' ');
        }
        List<String> types = Words.types(anyOfTypes);
        String noun;
        if (subtype != null) {
            boolean typeImplied = anyOfTypes == 0;
            if (typeImplied) {
                noun = plural ? Words.plural(subtype) : subtype;
            } else {
                noun = subtype + " " + Words.list(types.stream().map(t -> plural ? Words.plural(t) : t).toList(), "or");
            }
        } else if (types.isEmpty()) {
            noun = plural ? "permanents" : "permanent";
        } else {
            noun = Words.list(types.stream().map(t -> plural ? Words.plural(t) : t).toList(), "or");
        }
        return prefix + noun;
    }

    /** "creature card", "instant or sorcery card": cards with one of the types (0 = any card). */
    static String cardNoun(int anyOfTypes, boolean plural) {
        List<String> types = Words.types(anyOfTypes);
        String card = plural ? "cards" : "card";
        return types.isEmpty() ? card : Words.list(types, "or") + " " + card;
    }

    /** Whether the mask is exactly one card type. */
    static boolean is(int mask, CardType t) {
        return mask == t.bit();
    }
}
