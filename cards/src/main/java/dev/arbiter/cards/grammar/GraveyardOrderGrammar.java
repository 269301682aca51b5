package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * The source's place in its owner's graveyard (404.2: the order of cards there is kept):
 * <pre>
 * condition := self "is in your graveyard with" count noun "above it"
 *            | self "is in your graveyard"     (before the comma: with any number of cards above it, 0 included)
 * </pre>
 */
public final class GraveyardOrderGrammar {

    /** "card": any card. */
    private static final Noun ANY_CARD = new Noun(java.util.List.of(), java.util.List.of("card"), java.util.List.of(), null,
            java.util.List.of(), false, null);

    private GraveyardOrderGrammar() {
    }

    /** The condition at the cursor, or null with the cursor unchanged. */
    static ConditionNode condition(Cursor c) {
        int m = c.mark();
        if (c.accept("~ is in your graveyard") && c.at(",")) { // no count: any number of cards above it, 0 included
            return new ConditionNode.CardsAboveSelf(new ConditionNode.Count(0, Integer.MAX_VALUE), ANY_CARD);
        }
        c.reset(m);
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
