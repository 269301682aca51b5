package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * "[player] does the same" (608.2c): the effect just described, done by another player, who is its "that player" (an
 * {@link Effect.ForEachPlayer} around it). Only effects whose one player is "you" and whose amounts are fixed numbers
 * are rewritten (an amount counted for "you" would count the wrong player's things); anything else is refused.
 */
final class DoesTheSame {

    private DoesTheSame() {
    }

    /** {@code yours}, with "you" become "that player". */
    static Effect asThatPlayer(Effect yours) {
        if (yours instanceof Effect.GainLife g && g.who() instanceof Who.You && g.amount() instanceof Amount.Fixed) {
            return new Effect.GainLife(new Who.ThatPlayer(), g.amount()); // 119.3
        }
        if (yours instanceof Effect.CreateTokens t && t.count() instanceof Amount.Fixed) { // 111.2: under that player's control
            return new Effect.CreateTokensFor(new Who.ThatPlayer(), t.count(), t.token(), false);
        }
        if (yours instanceof Effect.CreateTokensFor t && t.who() instanceof Who.You && t.count() instanceof Amount.Fixed) {
            return new Effect.CreateTokensFor(new Who.ThatPlayer(), t.count(), t.token(), t.tapped());
        }
        throw new NotSupported("\"does the same\" of this effect");
    }
}
