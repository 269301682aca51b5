package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Conditions on the permanents that entered the battlefield under an opponent's control this turn (400.7), as
 * intervening "if" clauses and alternative cost conditions write them:
 * <pre>
 * opponent-entered := "an opponent had" ("a" | "an" | number "or more") noun "enter the battlefield under their control this turn"
 *                   | ("a" | "an") noun "entered the battlefield under an opponent's control this turn"
 * </pre>
 * One opponent must have had that many (the count is not summed over opponents).
 */
final class OpponentEnteredGrammar {
    private OpponentEnteredGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        return c.attempt(OpponentEnteredGrammar::parse);
    }

    private static ConditionNode parse(Cursor c) {
        boolean had = c.accept("an opponent had");
        int atLeast = 1;
        if (had && c.acceptAny("a", "an") == null) {
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || f.value() < 2 || !c.accept("or more")) return null;
            atLeast = f.value();
        } else if (!had && c.acceptAny("a", "an") == null) {
            return null;
        }
        Noun noun = NounGrammar.noun(c);
        if (noun.plural() != (atLeast > 1)) return null;
        boolean end = had ? c.accept("enter the battlefield under their control this turn")
                : c.accept("entered the battlefield under an opponent's control this turn");
        return end ? new ConditionNode.EnteredUnderOpponentsControlThisTurn(noun, atLeast) : null;
    }
}
