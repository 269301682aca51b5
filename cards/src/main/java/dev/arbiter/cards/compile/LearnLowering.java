package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Cost;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.mana.ManaCost;
import java.util.List;

/**
 * Learn (701.45a): "You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a
 * Lesson card you own from outside the game and put it into your hand." A game here has no sideboard (100.4: optional;
 * 400.11a): a player owns no card outside the game, so the second choice never has a card to reveal and learn is the
 * first, the same effect "You may discard a card. If you do, draw a card." compiles to (608.2d).
 */
final class LearnLowering {

    private LearnLowering() {
    }

    /** 701.45a: the optional discard, then the draw if a card was discarded. */
    static Effect lower() {
        Cost discard = new Cost(ManaCost.ZERO, List.of(new CostPart.DiscardCards(1, null, "Discard a card")));
        return new Effect.MayPayCost(new Who.You(), discard, new Effect.DrawCards(new Who.You(), new Amount.Fixed(1)), null);
    }
}
