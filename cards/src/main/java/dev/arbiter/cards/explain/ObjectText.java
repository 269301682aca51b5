package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.characteristic.Supertype;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Groups of permanents as words: "other Elf creatures you control", "a nonartifact creature", "Walls". */
final class ObjectText {

    private ObjectText() {
    }

    /** "a creature attacks", "a creature attacks you", "a creature attacks you or a planeswalker you control" (506.3). */
    static String attacks(ObjectFilter f) {
        if ((f.more().chosen() & FilterQualities.ATTACKING_AN_OPPONENT) != 0) { // 506.2, 102.3
            boolean orWalker = (f.more().chosen() & FilterQualities.OR_YOUR_PLANESWALKER) != 0;
            ObjectFilter rest = f.withQualities(f.more().withoutChosen(FilterQualities.ATTACKING_AN_OPPONENT
                    | FilterQualities.OR_YOUR_PLANESWALKER));
            return counted(rest, 1) + " attacks one of your opponents" + (orWalker ? " or a planeswalker an opponent controls" : "");
        }
        if (!f.attackingYou()) return counted(f, 1) + " attacks";
        boolean orWalker = (f.more().chosen() & FilterQualities.OR_YOUR_PLANESWALKER) != 0;
        ObjectFilter rest = new ObjectFilter(f.anyOfTypes(), f.excludedTypes(), f.controller(), f.subtype(), f.colorMask(),
                f.withKeywords(), f.other(), false, f.more().withoutChosen(FilterQualities.OR_YOUR_PLANESWALKER));
        return counted(rest, 1) + " attacks you" + (orWalker ? " or a planeswalker you control" : "");
    }

    /** "a creature", "another creature", "two lands": a number of objects matching the filter. */
    static String counted(ObjectFilter f, int n) {
        if (n == 1) {
            if (f.other()) {
                return "another " + singular(new ObjectFilter(f.anyOfTypes(), f.excludedTypes(), f.controller(),
                        f.subtype(), f.colorMask(), f.withKeywords(), false, f.attackingYou(), f.more()));
            }
            String one = singular(f);
            return Words.article(one) + " " + one;
        }
        return Words.number(n) + " " + plural(f);
    }

    /** "a creature spell", "an instant or sorcery spell", "a white spell", "a noncreature spell", "a spell". */
    static String spell(ObjectFilter f) {
        String s = phrase(f, false, "spell");
        return Words.article(s) + " " + s;
    }

    /** "creature", "artifact or enchantment", "black permanent", "Wall" — one object matching the filter. */
    static String singular(ObjectFilter f) {
        return phrase(f, false, null);
    }

    /** "Rebel permanent card with mana value 3 or less", "noncreature spell": the filter naming cards or spells. */
    static String phrase(ObjectFilter f, boolean plural, String head) {
        return phrase0(f, plural, head);
    }

    /** "creatures you control", "other Goblin creatures", "white creatures" — every object matching the filter. */
    static String plural(ObjectFilter f) {
        return phrase(f, true, null);
    }

    /** Whether the filter restricts nothing but the card types, so oracle text says "all creatures". */
    static boolean unrestricted(ObjectFilter f) {
        return f.controller() == Relation.ANY && f.colorMask() == 0 && f.subtype() == null && !f.other()
                && f.withKeywords() == 0 && f.excludedTypes() == 0 && f.more().none();
    }

    /** " you control", " an opponent controls" / " your opponents control", " you don't control", or "". */
    static String controller(Relation r, boolean plural) {
        return switch (r) {
            case ANY -> "";
            case YOU -> " you control";
            case OPPONENT -> plural ? " your opponents control" : " an opponent controls";
            case NOT_YOU -> " you don't control";
            case ENCHANTED -> " enchanted player controls";
        };
    }

    private static String phrase0(ObjectFilter f, boolean plural, String head) {
        FilterQualities q = f.more();
        List<String> words = new ArrayList<>();
        if (f.other()) {
            words.add("other");
        }
        tri(words, q.tapped(), "tapped", "untapped");
        if ((q.chosen() & FilterQualities.UNBLOCKED) != 0) words.add("unblocked"); // 509.1h
        if ((q.chosen() & FilterQualities.BLOCKED) != 0) words.add("blocked"); // 509.1h
        if ((q.chosen() & FilterQualities.MODIFIED) != 0) words.add("modified"); // 700.9: "each other modified creature"
        if ((q.chosen() & FilterQualities.HISTORIC) != 0) words.add("historic"); // 700.6: "a historic spell"
        if (q.inCombat()) {
            words.add("attacking or blocking");
        } else {
            tri(words, q.attacking(), "attacking", "nonattacking");
            tri(words, q.blocking(), "blocking", "nonblocking");
        }
        if (q.token() == FilterQualities.Tri.NO) {
            words.add("nontoken");
        }
        for (Supertype t : Supertype.values()) {
            if ((q.supertypes() & t.bit()) != 0) {
                words.add(t.word().toLowerCase(Locale.ROOT));
            }
            if ((q.excludedSupertypes() & t.bit()) != 0) {
                words.add("non" + t.word().toLowerCase(Locale.ROOT));
            }
        }
        if (q.colorless() == FilterQualities.Tri.NO && q.multicolored() == FilterQualities.Tri.NO) {
            words.add("monocolored");
        } else {
            tri(words, q.colorless(), "colorless", "colored");
            tri(words, q.multicolored(), "multicolored", "monocolored");
        }
        boolean every = (q.chosen() & FilterQualities.EVERY_LISTED_COLOR) != 0; // 105.2: "that's both green and blue"
        String colors = every ? "" : Words.list(Words.colors(f.colorMask()), "or");
        if (!colors.isEmpty()) {
            words.add(colors);
        }
        for (String c : Words.colors(q.excludedColors())) {
            words.add("non" + c);
        }
        if (q.excludedSubtype() != null) {
            words.add("non-" + q.excludedSubtype());
        }
        words.addAll(Words.types(q.allTypes())); // "artifact creature": every one of these types too
        String noun;
        if (head != null) {
            noun = headed(f, plural, head);
        } else if (!q.anySubtypes().isEmpty()) {
            List<String> subs = q.anySubtypes();
            noun = f.subtype() != null && subs.size() == 1 && f.anyOfTypes() == 0 ? subs.get(0) + " " + f.subtype() // 205.3i
                    : f.anyOfTypes() == 0
                    ? Words.list(plural ? subs.stream().map(Words::plural).toList() : subs, "or")
                    : Words.list(subs, "or") + " " + noun(f.anyOfTypes(), f.excludedTypes(), null, plural);
        } else if ((q.chosen() & FilterQualities.OR_SUBTYPE) != 0) { // "creature or Vehicle" (205.3)
            noun = noun(f.anyOfTypes(), f.excludedTypes(), null, plural) + " or " + (plural ? Words.plural(f.subtype()) : f.subtype());
        } else {
            noun = noun(f.anyOfTypes(), f.excludedTypes(), f.subtype(), plural);
        }
        if (q.token() == FilterQualities.Tri.YES) {
            // "creature tokens": the type stays singular before "tokens" (111.1)
            String type = head == null && q.anySubtypes().isEmpty() ? noun(f.anyOfTypes(), f.excludedTypes(), f.subtype(), false)
                    : noun;
            noun = (f.anyOfTypes() == 0 && f.subtype() == null ? "" : type + " ") + (plural ? "tokens" : "token");
        }
        words.add(noun);
        String control = controller(f.controller(), plural);
        if ((q.chosen() & FilterQualities.OWNED_BY_YOU) != 0) { // 108.3
            control = f.controller() == Relation.YOU ? "you both own and control" : control.isEmpty() ? "you own" : control;
        }
        if (!control.isEmpty()) {
            words.add(control.strip());
        }
        if (f.withKeywords() != 0) {
            words.add("with " + Words.list(keywords(f.withKeywords()), // 702.1: "with reach or trample": either
                    (q.chosen() & FilterQualities.ANY_LISTED_KEYWORD) != 0 ? "or" : "and"));
        }
        if (q.withoutKeywords() != 0) {
            words.add("without " + Words.list(keywords(q.withoutKeywords()), "or"));
        }
        if (q.power() != null) {
            words.add(((q.chosen() & dev.arbiter.engine.ability.FilterQualities.POWER_OR_TOUGHNESS) != 0 ? "with power or toughness "
                    : (q.chosen() & FilterQualities.POWER_AND_TOUGHNESS) != 0 ? "with power and toughness " // 208.1: "1/1"
                    : q.power().ofToughness() ? "with toughness " : "with power ") + bound(q.power())); // 208.1
        }
        if (q.manaValue() != null) {
            words.add("with mana value " + bound(q.manaValue()));
        }
        if (f.attackingYou()) {
            words.add((plural ? "" : "that's ") + ((q.chosen() & FilterQualities.OR_YOUR_PLANESWALKER) != 0
                    ? "attacking you or a planeswalker you control" : "attacking you")); // 506.3
        }
        if (q.counters() != null) {
            words.add(counters(q.counters(), plural));
        }
        if ((q.chosen() & FilterQualities.X_IN_MANA_COST) != 0) words.add("with {X} in its mana cost"); // 107.3, 202.1
        if (every) words.add((plural ? "that are both " : "that's both ") + Words.list(Words.colors(f.colorMask()), "and"));
        words.addAll(ChosenText.qualities(q.chosen())); // 607.2: "of the chosen color"
        return String.join(" ", words);
    }

    /** "with a +1/+1 counter on it", "with two or more level counters on them", "with no counters on them" (122.1). */
    static String counters(FilterQualities.CounterCount c, boolean plural) {
        String kind = c.kind() == null ? "" : c.kind() + " ";
        String on = plural ? " on them" : " on it";
        if (c.max() == 0) return "with no " + kind + "counters" + on;
        if (c.min() == 0) return "with " + Words.number(c.max()) + " or fewer " + kind + "counters" + on;
        if (c.min() > 1) return "with " + Words.number(c.min()) + " or more " + kind + "counters" + on;
        return plural ? "with " + kind + "counters" + on : "with " + Words.article(kind + "counter") + " " + kind + "counter" + on;
    }

    /** "Rebel permanent card", "creature spell", "Treefolk spell", "noncreature spell", "card". */
    private static String headed(ObjectFilter f, boolean plural, String head) {
        List<String> words = new ArrayList<>();
        for (String t : Words.types(f.excludedTypes())) {
            words.add("non" + t);
        }
        if (!f.more().anySubtypes().isEmpty()) {
            words.add(Words.list(f.more().anySubtypes(), "or"));
        } else if (f.subtype() != null) {
            words.add(f.subtype());
        }
        if (f.anyOfTypes() == CardType.PERMANENT_MASK) {
            words.add("permanent");
        } else if (f.anyOfTypes() != 0) {
            words.add(Words.list(Words.types(f.anyOfTypes()), "or"));
        }
        words.add(plural ? head + "s" : head);
        return String.join(" ", words);
    }

    private static void tri(List<String> words, FilterQualities.Tri t, String yes, String no) {
        if (t == FilterQualities.Tri.YES) {
            words.add(yes);
        } else if (t == FilterQualities.Tri.NO) {
            words.add(no);
        }
    }

    private static String bound(FilterQualities.Bound b) {
        return b.value() + (b.exact() ? "" : b.orLess() ? " or less" : " or greater");
    }

    private static List<String> keywords(long mask) {
        List<String> kws = new ArrayList<>();
        for (Keyword k : Keyword.values()) {
            if ((mask & k.bit()) != 0) {
                kws.add(k.text());
            }
        }
        return kws;
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
