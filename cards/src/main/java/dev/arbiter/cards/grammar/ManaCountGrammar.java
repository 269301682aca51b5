package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Mana added by a count (106.1, 107.1), and mana lost (106.4):
 * <pre>
 * mana-count := "add" MANA-SYMBOL+ "for each" counted      ("Add {G} for each Elf you control")
 *             | "add X mana of any one color"                   (with "where X is": X of one colour, 106.1)
 *             | "add" MANA-SYMBOL+ ((",")? "or"? MANA-SYMBOL+)*  ("Add {W} or {U}", 106.1; ends the sentence)
 *             | player "lose(s) all unspent mana"               (106.4)
 * </pre>
 */
public final class ManaCountGrammar {

    private ManaCountGrammar() {
    }

    /** The node, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (c.accept(third ? "loses all unspent mana" : "lose all unspent mana")) return new EffectNode.LoseUnspentMana(who); // 106.4
        if (who instanceof PlayerRef.You && !third && c.accept("double the amount of each type of unspent mana you have")) {
            return new EffectNode.DoubleUnspentMana(); // 106.4
        }
        if (!(who instanceof PlayerRef.You) || third || !c.at("add")) return null;
        int m = c.mark();
        c.next();
        if (c.accept("x mana of any one color")) return new EffectNode.AddManaForEach(ANY_ONE_COLOR, new AmountNode.X()); // 106.1
        if (c.accept("x mana in any combination of")) { // 106.1a: "colors", "{R} and/or {G}", "{W}, {U}, and/or {B}"
            if (c.accept("colors")) return new EffectNode.AddManaForEach(ANY_COMBINATION + "{W}{U}{B}{R}{G}", new AmountNode.X());
            String first = run(c);
            StringBuilder types = new StringBuilder(first);
            while (first.length() == 3) {
                c.accept(",");
                boolean last = c.accept("and / or");
                String next = run(c);
                if (next.length() != 3) break;
                types.append(next);
                if (last) return new EffectNode.AddManaForEach(ANY_COMBINATION + types, new AmountNode.X());
            }
            c.reset(m);
            return null;
        }
        boolean additional = c.accept("an additional"); // "then add an additional {B} for each ..." (106.1)
        String mana = run(c);
        if (mana.isEmpty()) {
            c.reset(m);
            return null;
        }
        if (!c.at("for each")) { // 106.1: plain "Add {G}", "Add {W} or {U}", "Add {R}, {G}, or {W}"
            StringBuilder alternatives = new StringBuilder(mana);
            while (true) {
                int a = c.mark();
                boolean comma = c.accept(",");
                boolean or = c.accept("or");
                String next = comma || or ? run(c) : "";
                if (next.isEmpty()) {
                    c.reset(a);
                    break;
                }
                alternatives.append(or ? " or " : ", ").append(next);
            }
            if (!additional && (c.atEnd() || c.at(".") || c.at(", then add"))) return new EffectNode.AddMana(alternatives.toString());
            c.reset(m);
            return null;
        }
        try {
            AmountNode count = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
            return new EffectNode.AddManaForEach(mana, count);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** The mana of "Add X mana of any one color, where X is ..." (a colour the controller chooses, 106.1). */
    static final String ANY_ONE_COLOR = "any one color";
    /** ManaCountGrammar's word for "X mana in any combination of", followed by the symbols of the types allowed. */
    public static final String ANY_COMBINATION = "any combination of ";

    /** One run of mana symbols ("{R}{R}"), or "" with the cursor unchanged. */
    private static String run(Cursor c) {
        StringBuilder mana = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
            String t = c.peek().text();
            String s = t.startsWith("{") ? t : "{" + t + "}";
            if (s.length() != 3 || !TokenShapes.colourOrColourless(s.substring(1, 2)) || s.charAt(2) != '}') break;
            mana.append(s);
            c.next();
        }
        return mana.toString();
    }
}
