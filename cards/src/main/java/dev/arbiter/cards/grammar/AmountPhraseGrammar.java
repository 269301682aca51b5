package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Amounts read from the permanents on the battlefield (107.1):
 * <pre>
 * greatest := ("the greatest" | "the highest") STAT "among" ["other"] plural-noun
 * total    := "the total" STAT "of" ["other"] plural-noun
 * STAT     := "power" | "toughness" | "mana value"
 * </pre>
 */
final class AmountPhraseGrammar {

    private AmountPhraseGrammar() {
    }

    /** The amount, or null with the cursor unchanged. */
    static AmountNode greatest(Cursor c) {
        int m = c.mark();
        boolean total = false;
        if (c.accept("the total")) total = true;
        else if (c.acceptAny("the greatest", "the highest") == null) return null;
        String stat = c.acceptAny("power", "toughness", "mana value");
        if (stat == null || !c.accept(total ? "of" : "among")) {
            c.reset(m);
            return null;
        }
        boolean other = c.accept("other");
        try {
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() && noun.zone() == null) {
                return total ? new AmountNode.Total(stat, noun, other) : new AmountNode.Greatest(stat, noun, other);
            }
        } catch (ParseFailure f) {
            // not a noun ("the total power of the sacrificed creatures": SacrificedGrammar)
        }
        c.reset(m);
        return null;
    }
}
