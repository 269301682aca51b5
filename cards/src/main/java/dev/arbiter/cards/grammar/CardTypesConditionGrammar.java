package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * The number of card types among the cards in your graveyard (delirium, 205.2a, 404):
 * <pre>
 * card-types := ["there are"] count "card types among cards in your graveyard"
 *             | ["there are"] count "mana values among" noun           (cards in your graveyard, 202.3)
 * </pre>
 */
final class CardTypesConditionGrammar {

    private CardTypesConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        int m = c.mark();
        try {
            c.accept("there are");
            ConditionNode.Count n = ConditionGrammar.count(c);
            if (c.accept("card types among cards in your graveyard")) return new ConditionNode.CardTypesInYourGraveyard(n);
            if (c.accept("mana values among")) { // 202.3, 404: "five or more mana values among cards in your graveyard"
                dev.arbiter.cards.grammar.ast.Noun cards = NounGrammar.noun(c);
                if (cards.hasHead("card") && "your graveyard".equals(cards.zone())) {
                    return new ConditionNode.AmountIs(new dev.arbiter.cards.grammar.ast.AmountNode.ManaValuesAmong(cards), n);
                }
            }
        } catch (ParseFailure f) {
            // not a count of card types
        }
        c.reset(m);
        return null;
    }
}
