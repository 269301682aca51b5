package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Amounts of damage (after "equal to"):
 * <pre>
 * damage-amount := "the damage prevented this way"                  (615.5)
 *                | "the damage dealt to" player "this turn"        (120.3a)
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
        if (!c.accept("the damage dealt to")) return null;
        try {
            PlayerRef who = ReferenceGrammar.player(c);
            if (who != null && c.accept("this turn")) return new AmountNode.DamageDealtThisTurn(who);
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }
}
