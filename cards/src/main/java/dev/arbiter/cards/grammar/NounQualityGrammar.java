package dev.arbiter.cards.grammar;

import static dev.arbiter.cards.grammar.NounGrammar.ATTACKING_YOU;
import static dev.arbiter.cards.grammar.NounGrammar.ATTACKING_YOU_OR_PLANESWALKER;
import static dev.arbiter.cards.grammar.NounGrammar.DAMAGE_THIS_TURN;
import static dev.arbiter.cards.grammar.NounGrammar.EXACTLY;
import static dev.arbiter.cards.grammar.NounGrammar.keyword;

import dev.arbiter.cards.grammar.ast.Noun;

import java.util.List;

/**
 * The qualities written after a noun's heads ({@link NounGrammar}'s postmod): "with" / "without" a keyword (702.1),
 * counters (122.1), power, toughness or mana value compared (208.1, 202.3, 107.3), "named ~" (201.2), what attacked,
 * blocked or was dealt damage this turn (508.1, 509.1, 120.3), "attacking you" (506.3), "of the chosen color" (607.2).
 */
final class NounQualityGrammar {
    private NounQualityGrammar() {
    }

    /** "without K1 or K2 [or K3]": the object has none of them, each one more "without" (702.1). */
    static void withoutOthers(Cursor c, List<Noun.With> with) {
        while (true) {
            int m = c.mark();
            if (c.accept("or")) {
                String k = keyword(c);
                if (k != null) {
                    with.add(new Noun.With(true, k, null, 0, null));
                    continue;
                }
            }
            c.reset(m);
            return;
        }
    }

    /** The {@link Noun.With#stat} of each keyword of "with flying, reach, or trample": any one of them (702.1). */
    static final String ANY_OF_KEYWORDS = "any of the keywords";

    /**
     * After "with [keyword]" (the last of {@code with}): ", [keyword]"* [","] "or [keyword]" (702.1), the keywords read as
     * alternatives, each marked {@link #ANY_OF_KEYWORDS}; nothing consumed when no "or" ends the list.
     */
    static void withAnyOf(Cursor c, List<Noun.With> with) {
        int m = c.mark();
        List<String> more = new java.util.ArrayList<>();
        boolean or = false;
        while (!or) {
            int before = c.mark();
            or = c.acceptAny(", or", "or") != null;
            if (!or && !c.accept(",")) break;
            String k = keyword(c);
            if (k == null) {
                c.reset(before);
                or = false;
                break;
            }
            more.add(k);
        }
        if (!or || more.isEmpty()) {
            c.reset(m);
            return;
        }
        Noun.With first = with.remove(with.size() - 1);
        with.add(new Noun.With(false, first.keyword(), ANY_OF_KEYWORDS, 0, null));
        for (String k : more) with.add(new Noun.With(false, k, ANY_OF_KEYWORDS, 0, null));
    }

    /** "with {X} in its mana cost" / "with a mana cost that contains {X}" (107.3, 202.1), consumed; else the cursor unchanged. */
    private static boolean xInManaCost(Cursor c) {
        int m = c.mark();
        boolean contains = c.accept("with a mana cost that contains");
        if (contains || c.accept("with")) {
            Token x = c.peek();
            if (x != null && x.kind() == Token.Kind.SYMBOL && x.text().equals("X")) {
                c.next();
                if (contains || c.accept("in its mana cost")) return true;
            }
        }
        c.reset(m);
        return false;
    }

    static Noun.With with(Cursor c) {
        Noun.With chosen = ChoiceGrammar.chosenQuality(c); // "of the chosen color" (607.2)
        if (chosen != null) return chosen;
        if (c.accept("named ~")) return new Noun.With(false, null, "named ~", 0, null); // 201.2
        if (xInManaCost(c)) return new Noun.With(false, null, NounGrammar.X_IN_MANA_COST, 0, null); // 107.3, 202.1
        if (c.accept("that attacked this turn")) return new Noun.With(false, null, "that attacked this turn", 0, null); // 508.1
        if (c.accept("that blocked this turn")) return new Noun.With(false, null, "that blocked this turn", 0, null); // 509.1
        if (c.accept("that entered the battlefield this turn")) return new Noun.With(false, null, "that entered the battlefield this turn", 0, null); // 400.7
        String damage = c.acceptAny(DAMAGE_THIS_TURN); // 120.3: "that was dealt damage this turn", "that dealt damage this turn"
        if (damage != null) return new Noun.With(false, null, damage, 0, null);
        if (c.accept("blocking or blocked by ~")) return new Noun.With(false, null, "blocking or blocked by ~", 0, null); // 509.1
        if (c.accept("blocking ~")) return new Noun.With(false, null, "blocking ~", 0, null); // 509.1
        // 509.1, 608.2c: "~ deals 1 damage to target creature blocking it": "it" is read on lowering (BlockingItLowering)
        if (c.accept("blocking it")) return new Noun.With(false, null, NounGrammar.BLOCKING_IT, 0, null);
        if (c.accept("~ is blocking")) return new Noun.With(false, null, "~ is blocking", 0, null); // 509.1: "creatures ~ is blocking"
        // 506.3, 508.1b: "[that's] attacking you" is the player; "or a planeswalker you control" adds those
        if (c.accept("that's attacking you or a planeswalker you control") || c.accept("attacking you or a planeswalker you control")) {
            return new Noun.With(false, null, ATTACKING_YOU_OR_PLANESWALKER, 0, null);
        }
        if (c.accept("that's attacking you") || c.accept("attacking you")) return new Noun.With(false, null, ATTACKING_YOU, 0, null);
        Noun.With has = CounterNounGrammar.relative(c); // 122.1: "that has a +1/+1 counter on it" / "that doesn't have ..."
        if (has != null) return has;
        int m = c.mark();
        String w = c.acceptAny("with", "without");
        if (w == null) return null;
        boolean without = w.equals("without");
        Noun.With counters = CounterNounGrammar.after(c, without); // 122.1
        if (counters != null) return counters;
        if (!without && c.accept("power or toughness")) { // 208.1: "with power or toughness 1 or less"
            Token n = c.next();
            String cmp = n != null && n.kind() == Token.Kind.NUMBER ? c.acceptAny("or less", "or greater") : null;
            if (cmp != null) return new Noun.With(false, null, "power or toughness", Integer.parseInt(n.text()), cmp);
            c.reset(m);
            return null;
        }
        String stat = c.acceptAny("power", "toughness", "mana value", "converted mana cost");
        if (stat != null && !without) {
            int compared = c.mark();
            // "with toughness less than ~'s power", "with power equal to or greater than ~'s toughness" (208.1)
            String relation = c.acceptAny("less than", "greater than", "equal to or greater than");
            if (relation != null && c.accept("~ ' s")) {
                String of = c.acceptAny("power", "toughness");
                if (of != null) return new Noun.With(false, null, stat + " " + relation + " ~'s " + of, 0, null);
            }
            c.reset(compared);
            if (stat.equals("mana value") && c.accept("equal to")) { // "with mana value equal to the number of ..." (107.1)
                int before = c.mark();
                try {
                    return new Noun.With(false, null, "mana value", -2, Noun.EQUAL_TO, ClauseGrammar.numberOf(c));
                } catch (ParseFailure f) {
                    c.reset(before);
                    c.reset(m);
                    return null;
                }
            }
            Token n = c.peek();
            if (n != null && n.kind() == Token.Kind.WORD && n.text().equals("X") && !without) {
                c.next(); // "with mana value X or less": X of the spell or ability (107.3), value -1
                String cmp = c.acceptAny("or less", "or greater");
                if (cmp != null) return new Noun.With(false, null, stat.equals("converted mana cost") ? "mana value" : stat, -1, cmp);
                if (!stat.equals("power") && !stat.equals("toughness")) {
                    return new Noun.With(false, null, "mana value", -1, EXACTLY); // "spell with mana value X" (107.3)
                }
                c.reset(m);
                return null;
            }
            if (n != null && n.kind() == Token.Kind.NUMBER) {
                c.next();
                String cmp = c.acceptAny("or less", "or greater");
                if (cmp != null) {
                    return new Noun.With(false, null, stat.equals("converted mana cost") ? "mana value" : stat,
                            Integer.parseInt(n.text()), cmp);
                }
                if (!stat.equals("power") && !stat.equals("toughness")) { // "card with mana value 1" (202.3): exactly
                    return new Noun.With(false, null, "mana value", Integer.parseInt(n.text()), EXACTLY);
                }
            }
            c.reset(m);
            return null;
        }
        String k = keyword(c);
        if (k != null) return new Noun.With(without, k, null, 0, null);
        c.reset(m);
        return null;
    }
}
