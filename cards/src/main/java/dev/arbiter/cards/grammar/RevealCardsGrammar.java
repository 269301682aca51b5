package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Some cards of a hand revealed, one of them discarded (701.16a, 701.8a):
 * <pre>
 * sentences := player "reveals" (N "cards from their hand" [", where X is" definition]
 *                                | "a number of cards from their hand equal to" count)
 *              ("." | "and") "you choose one of" ("them" | "those cards") ". that player discards that card"
 * </pre>
 * The player is a target or "that player" (a trigger's); the cursor is left anywhere when null is returned (the
 * caller resets it).
 */
final class RevealCardsGrammar {
    private RevealCardsGrammar() {
    }

    static EffectNode discardChosen(Cursor c) {
        PlayerRef who;
        try {
            who = ReferenceGrammar.player(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (!(who instanceof PlayerRef.Targeted t && !t.plural()) && !(who instanceof PlayerRef.That) || !c.accept("reveals")) return null;
        AmountNode count;
        AmountNode whereX = null;
        if (c.accept("a number of cards from their hand equal to")) {
            count = CountedAmountGrammar.numberOf(c); // 107.1
        } else {
            count = ReferenceGrammar.count(c);
            if (count == null || !c.accept("cards from their hand")) return null;
            if (count instanceof AmountNode.X && c.accept(", where x is")) whereX = ZoneVerbGrammar.definition(c); // 107.3
        }
        if (c.acceptAny(". you choose one of", "and you choose one of") == null || c.acceptAny("them", "those cards") == null
                || !c.accept(". that player discards that card")) return null;
        EffectNode node = new EffectNode.RevealCardsDiscardChosen(who, count);
        return whereX == null ? node : new EffectNode.WhereX(node, whereX);
    }
}
