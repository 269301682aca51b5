package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Amounts of damage (after "equal to"):
 * <pre>
 * damage-amount := "the damage prevented this way"                  (615.5)
 *                | "the damage dealt to" player "this turn"        (120.3a)
 *                | "the damage dealt" ["this way"] [", but not more life than" cap ("," | ", or") cap ...]   (120.3, 608.2c)
 * cap           := "the" ("player's" | "planeswalker's" | "creature's") value ["before the damage was dealt"]
 * </pre>
 */
final class DamageAmountGrammar {

    private DamageAmountGrammar() {
    }

    /** "half (their | your) life, rounded (up | down)" of the player {@code who} (107.1a), or null with the cursor unchanged. */
    static AmountNode halfLife(Cursor c, PlayerRef who) {
        int m = c.mark();
        if (!c.accept("half") || c.acceptAny("their life", "your life") == null || !c.accept(", rounded")) {
            c.reset(m);
            return null;
        }
        String way = c.acceptAny("up", "down");
        if (way == null) {
            c.reset(m);
            return null;
        }
        return new AmountNode.Half(new AmountNode.LifeOf(who), way.equals("up"));
    }

    /** The amount, or null with the cursor unchanged. */
    static AmountNode amount(Cursor c) {
        if (c.accept("the damage prevented this way")) return new AmountNode.PreventedThisWay();
        int m = c.mark();
        if (c.accept("the damage dealt to")) {
            try {
                PlayerRef who = ReferenceGrammar.player(c);
                if (who != null && c.accept("this turn")) return new AmountNode.DamageDealtThisTurn(who);
            } catch (ParseFailure f) {
                // not this phrase
            }
            c.reset(m);
            return null;
        }
        if (!c.accept("the damage dealt")) return null;
        c.accept("this way"); // "the damage dealt this way": the same damage (120.3)
        List<String> caps = new ArrayList<>();
        if (c.accept(", but not more life than")) {
            do {
                caps.add(cap(c));
            } while (c.accept(", or") || c.accept(","));
        }
        return new AmountNode.DamageDealtThisWay(caps);
    }

    /** "the player's life total before the damage was dealt" / "the creature's toughness": a recipient's value (120.3). */
    private static String cap(Cursor c) {
        c.expect("the");
        String kind = c.acceptAny("player's", "planeswalker's", "creature's");
        if (kind == null) throw c.fail("\"player's\", \"planeswalker's\" or \"creature's\"");
        String stat = c.acceptAny("life total", "loyalty", "toughness", "power");
        if (stat == null) throw c.fail("a value of the recipient");
        boolean before = c.accept("before the damage was dealt");
        return kind + " " + stat + (before ? " before the damage was dealt" : "");
    }
}
