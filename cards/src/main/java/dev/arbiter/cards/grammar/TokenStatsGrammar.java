package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;

/**
 * The power and toughness of tokens written without a P/T, defined by the effect that creates them (111.3; 608.2h: the
 * values are determined once, as the tokens are created):
 * <pre>
 * with-stats     := "with power equal to" amount "and toughness equal to" amount
 * stats-sentence := ". its power is equal to" amount "and its toughness is equal to" amount     (after one token)
 * </pre>
 * "Create a black Zombie creature token with power equal to that card's power and toughness equal to that card's
 * toughness." / "... creature token. Its power is equal to that creature's power and its toughness is equal to that
 * creature's toughness." The amounts are those of a "where X is" definition.
 */
final class TokenStatsGrammar {

    /** The two values. */
    record Stats(AmountNode power, AmountNode toughness) {
    }

    private TokenStatsGrammar() {
    }

    /** At "with power equal to": the stats, or null with the cursor unmoved. */
    static Stats with(Cursor c) {
        return read(c, "with power equal to", "and toughness equal to");
    }

    /** At ". its power is equal to" (after the creation of one token): the stats, or null with the cursor unmoved. */
    static Stats sentence(Cursor c) {
        return read(c, ". its power is equal to", "and its toughness is equal to");
    }

    private static Stats read(Cursor c, String opening, String middle) {
        int m = c.mark();
        if (!c.accept(opening)) return null;
        try {
            AmountNode power = AmountDefinitionGrammar.definition(c);
            if (!c.accept(middle)) {
                c.reset(m);
                return null;
            }
            AmountNode toughness = AmountDefinitionGrammar.definition(c);
            return new Stats(power, toughness);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
