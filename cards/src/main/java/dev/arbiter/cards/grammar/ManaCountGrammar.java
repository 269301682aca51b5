package dev.arbiter.cards.grammar;

import dev.arbiter.cards.text.Regex;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Mana added by a count (106.1, 107.1), and mana lost (106.4):
 * <pre>
 * mana-count := "add" MANA-SYMBOL+ "for each" counted      ("Add {G} for each Elf you control")
 *             | player "lose(s) all unspent mana"               (106.4)
 * </pre>
 * Plain "Add {G}" is left to the mana ability lines; only the counted form is read here.
 */
final class ManaCountGrammar {

    private ManaCountGrammar() {
    }

    /** The node, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (c.accept(third ? "loses all unspent mana" : "lose all unspent mana")) return new EffectNode.LoseUnspentMana(who); // 106.4
        if (!(who instanceof PlayerRef.You) || third || !c.at("add")) return null;
        int m = c.mark();
        c.next();
        StringBuilder mana = new StringBuilder();
        while (c.peek() != null && c.peek().kind() == Token.Kind.SYMBOL) {
            String t = c.peek().text();
            String s = t.startsWith("{") ? t : "{" + t + "}";
            if (!Regex.matches(s, "\\{[WUBRGC]\\}")) break;
            mana.append(s);
            c.next();
        }
        if (mana.length() == 0 || !c.at("for each")) {
            c.reset(m);
            return null;
        }
        try {
            AmountNode count = ClauseGrammar.perEach(c, new AmountNode.Fixed(1));
            return new EffectNode.AddManaForEach(mana.toString(), count);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
