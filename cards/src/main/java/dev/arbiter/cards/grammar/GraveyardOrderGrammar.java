package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * The source's place in its owner's graveyard (404.2: the order of cards there is kept):
 * <pre>
 * condition := self "is in your graveyard with" count noun "above it"
 * </pre>
 */
public final class GraveyardOrderGrammar {

    private GraveyardOrderGrammar() {
    }

    /** The condition at the cursor, or null with the cursor unchanged. */
    static ConditionNode condition(Cursor c) {
        int m = c.mark();
        if (!c.accept("~ is in your graveyard with")) return null;
        try {
            ConditionNode.Count n = ConditionGrammar.count(c);
            Noun noun = NounGrammar.noun(c);
            if (c.accept("above it")) return new ConditionNode.CardsAboveSelf(n, noun);
        } catch (ParseFailure f) {
            // not this condition
        }
        c.reset(m);
        return null;
    }
}
