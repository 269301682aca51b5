package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.AmountDefinitionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Who;

/**
 * A static ability's X read from its controller's game rather than the battlefield (107.3, 613.4c): "where X is your life
 * total" (119.1), "the amount of life you've lost this turn" (119.3), "the number of cards in your hand" (402). The layer
 * cache is judged afresh whenever such a count is read (layers/OutsideInputs). Only "you" is read: a static ability has no
 * other player to name.
 */
final class StaticGameAmounts {
    private StaticGameAmounts() {
    }

    /** The amount {@code text} defines, or null when it isn't one of these. */
    static Amount of(String text) {
        Cursor c = Cursor.of(text.strip());
        AmountNode a;
        try {
            a = AmountDefinitionGrammar.definition(c);
        } catch (ParseFailure f) {
            return null;
        }
        if (!c.atEnd()) return null;
        if (a instanceof AmountNode.LifeOf l && l.who() instanceof PlayerRef.You) return new Amount.LifeTotal(new Who.You()); // 119.1
        if (a instanceof AmountNode.LifeLostThisTurn l && l.who() instanceof PlayerRef.You) { // 119.3
            return new Amount.LifeLostThisTurn(new Who.You());
        }
        if (a instanceof AmountNode.CountOf co && !co.other() && co.factor() == 1 && "your hand".equals(co.noun().zone())) {
            try { // 402: "the number of cards in your hand", counted as the layer applies
                Amount n = PlayerAmountLowering.count(co);
                return n instanceof Amount.CountCardsYouOwn ? n : null;
            } catch (NotSupported e) {
                return null;
            }
        }
        return null;
    }
}
