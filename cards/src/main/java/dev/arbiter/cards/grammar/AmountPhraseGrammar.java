package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Amounts read from the permanents on the battlefield (107.1):
 * <pre>
 * greatest := ("the greatest" | "the highest") ("power" | "toughness" | "mana value") "among" plural-noun
 * </pre>
 */
final class AmountPhraseGrammar {

    private AmountPhraseGrammar() {
    }

    /** The amount, or null with the cursor unchanged. */
    static AmountNode greatest(Cursor c) {
        int m = c.mark();
        if (c.acceptAny("the greatest", "the highest") == null) return null;
        String stat = c.acceptAny("power", "toughness", "mana value");
        if (stat == null || !c.accept("among")) {
            c.reset(m);
            return null;
        }
        try {
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() && noun.zone() == null) return new AmountNode.Greatest(stat, noun);
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }
}
