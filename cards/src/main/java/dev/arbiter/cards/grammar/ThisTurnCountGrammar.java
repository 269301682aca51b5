package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Counts of what a player did this turn, read from the turn's history (601.2i: spells cast; 121.1: cards drawn):
 * <pre>
 * this-turn-count := "the number of" ("spells" who "cast" | "cards" who ("drawn" | "drew")) "this turn"
 * per-each        := ("spell" who "cast" | "card" who ("drawn" | "drew")) "this turn"      (after "for each")
 * who             := "you've" | "you" | "they've" | "they" | "that player has"
 * </pre>
 * "other spells" (not counting the one being cast) is not read.
 */
final class ThisTurnCountGrammar {

    private ThisTurnCountGrammar() {
    }

    /** "the number of spells you've cast this turn", or null with the cursor unchanged. */
    static AmountNode numberOf(Cursor c) {
        int m = c.mark();
        if (!c.accept("the number of")) return null;
        AmountNode n = counted(c, 1, true);
        if (n == null) c.reset(m);
        return n;
    }

    /** After "for each": "spell they've cast this turn" times {@code factor}, or null with the cursor unchanged. */
    static AmountNode perEach(Cursor c, int factor) {
        return counted(c, factor, false);
    }

    private static AmountNode counted(Cursor c, int factor, boolean plural) {
        int m = c.mark();
        boolean spells;
        if (c.accept(plural ? "spells" : "spell")) spells = true;
        else if (c.accept(plural ? "cards" : "card")) spells = false;
        else return null;
        PlayerRef who = who(c);
        if (who == null) {
            c.reset(m);
            return null;
        }
        String verb = spells ? c.acceptAny("cast") : c.acceptAny("drawn", "drew");
        if (verb == null || !c.accept("this turn")) {
            c.reset(m);
            return null;
        }
        return new AmountNode.CountedThisTurn(factor, who, spells);
    }

    private static PlayerRef who(Cursor c) {
        if (c.accept("you've") || c.accept("you")) return new PlayerRef.You();
        if (c.accept("they've") || c.accept("they")) return new PlayerRef.That("they");
        if (c.accept("that player has") || c.accept("that player")) return new PlayerRef.That("that player");
        return null;
    }
}
