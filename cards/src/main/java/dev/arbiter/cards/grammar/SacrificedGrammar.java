package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;

/**
 * A characteristic of what was sacrificed to pay the cost (608.2h, 118), after "equal to" or "X is":
 * <pre>
 * sacrificed := "the sacrificed" NOUN"'s" STAT                         ("the sacrificed creature's power")
 *             | "the total" STAT "of the sacrificed" NOUNs              ("the total power of the sacrificed creatures")
 *             | "the total" STAT "of the" NOUNs "sacrificed this way"
 *             | "the exiled card's" STAT                                  (a card exiled to pay the cost)
 *             | "the revealed card's" STAT                                (a card revealed from the hand to pay it)
 * NOUN := creature | artifact | enchantment | land | permanent
 * STAT := power | toughness | mana value
 * </pre>
 */
public final class SacrificedGrammar {

    private static final java.util.List<String> NOUNS = java.util.List.of("creature", "artifact", "enchantment", "land",
            "permanent");

    private SacrificedGrammar() {
    }

    /** The amount, or null with the cursor unchanged. */
    static AmountNode stat(Cursor c) {
        int m = c.mark();
        if (c.accept("the exiled card's")) { // 608.2h, 118: the card exiled to pay the cost
            String stat = statWord(c);
            if (stat != null) return new AmountNode.Sacrificed(stat, AmountNode.Sacrificed.EXILED_CARD, false);
        } else if (c.accept("the revealed card's")) { // 701.16a, 118: the card revealed from the hand to pay the cost
            String stat = statWord(c);
            if (stat != null) return new AmountNode.Sacrificed(stat, AmountNode.Sacrificed.REVEALED_CARD, false);
        } else if (c.accept("the sacrificed")) {
            Token t = c.next();
            String word = t == null ? "" : t.lower();
            if (word.endsWith("'s") && NOUNS.contains(word.substring(0, word.length() - 2))) {
                String stat = statWord(c);
                if (stat != null) return new AmountNode.Sacrificed(stat, word.substring(0, word.length() - 2), false);
            }
        } else if (c.accept("the total")) {
            String stat = statWord(c);
            if (stat != null && c.accept("of the")) {
                boolean before = c.accept("sacrificed");
                Token t = c.next();
                String word = t == null ? "" : t.lower();
                String noun = word.endsWith("s") ? word.substring(0, word.length() - 1) : "";
                if (NOUNS.contains(noun) && (before || c.accept("sacrificed this way"))) {
                    return new AmountNode.Sacrificed(stat, noun, true);
                }
            }
        }
        c.reset(m);
        return null;
    }

    private static String statWord(Cursor c) {
        if (c.accept("power")) return "power";
        if (c.accept("toughness")) return "toughness";
        if (c.accept("mana value")) return "mana value";
        return null;
    }
}
