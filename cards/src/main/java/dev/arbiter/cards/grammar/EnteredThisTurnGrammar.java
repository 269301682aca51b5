package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Conditions on the permanents that entered the battlefield under your control this turn (400.7):
 * <pre>
 * entered-this-turn := "you had" ("a" | "an" | "another" | number "or more") noun "enter the battlefield under your control this turn"
 *                    | ("a" | "an") noun "entered the battlefield under your control this turn"
 * </pre>
 */
final class EnteredThisTurnGrammar {
    private static final String HAD_ENTER = "enter the battlefield under your control this turn";
    private static final String ENTERED = "entered the battlefield under your control this turn";

    private EnteredThisTurnGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        return c.attempt(EnteredThisTurnGrammar::parse);
    }

    /**
     * The count "[noun] you had enter the battlefield under your control this turn" after "for each" (a singular noun)
     * or "the number of" ({@code plural}), or null with the cursor unchanged.
     */
    static AmountNode count(Cursor c, int factor, boolean plural) {
        int m = c.mark();
        try {
            Noun n = NounGrammar.noun(c);
            if (n.controller() == null && n.zone() == null && n.with().isEmpty() && (!plural || NounGrammar.mayBePlural(n))
                    && (plural || !n.plural()) && c.accept("you had " + HAD_ENTER)) {
                return new AmountNode.EnteredThisTurn(factor, n);
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }

    private static ConditionNode parse(Cursor c) {
        boolean had = c.accept("you had");
        int atLeast = 1;
        if (had && !c.at("a") && !c.at("an") && !c.at("another")) {
            AmountNode a = ReferenceGrammar.count(c);
            if (!(a instanceof AmountNode.Fixed f) || f.value() < 2 || !c.accept("or more")) return null;
            atLeast = f.value();
        } else if (!had && !c.at("a") && !c.at("an")) {
            return null;
        }
        boolean other = had && atLeast == 1 && c.accept("another"); // 109.5: the source itself doesn't count
        if (!other && atLeast == 1) c.acceptAny("a", "an");
        Noun noun;
        try {
            noun = NounGrammar.noun(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (noun.plural() != (atLeast > 1)) return null;
        return c.accept(had ? HAD_ENTER : ENTERED) ? new ConditionNode.EnteredUnderYourControlThisTurn(noun, atLeast, other) : null;
    }
}
