package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.util.Rng;
import io.vavr.collection.Vector;

/**
 * "Target player reveals a card at random from their hand. You gain life equal to that card's mana value." (701.16):
 * the card is picked by the game's seeded generator among the cards in the player's hand, and the rest of the effect
 * names it as its object ("that card", 608.2c); an empty hand reveals nothing, and the card's mana value reads 0.
 */
final class RandomReveals {
    private RandomReveals() {
    }

    /** Resolves {@code effect} if it is a random reveal; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.RevealAtRandomFromHand e)) return false;
        for (int p : EffectSubjects.players(ctx, e.who(), r)) {
            Vector<Integer> hand = ctx.s.player(p).hand();
            int revealed = -1;
            if (!hand.isEmpty()) {
                Rng rng = ctx.s.rng();
                revealed = hand.get(rng.below(hand.size()));
                ctx.s = ctx.s.withRng(rng.next());
                ctx.log("%s reveals %s at random from their hand", ctx.s.player(p).name(), ctx.s.object(revealed).name());
            } else {
                ctx.log("%s has no card in hand to reveal", ctx.s.player(p).name());
            }
            if (e.then() == null) continue;
            Resolution named = new Resolution(r.source(), r.controller(), r.targets(), r.x(), r.thatPlayer(), revealed,
                    r.chosenMana(), r.sourceZoneChanges());
            EffectResolver.resolve(ctx, e.then(), named);
        }
        return true;
    }
}
