package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.util.Rng;

/**
 * 705.1-705.2: the controller of the effect flips a coin; the outcome comes from the game's seeded
 * generator (a win or a loss with equal chance), then the effect of that outcome happens.
 */
final class CoinFlips {
    private CoinFlips() {
    }

    static void resolve(Ctx ctx, Effect.FlipCoin f, Resolution r) {
        Rng rng = ctx.s.rng();
        boolean won = rng.below(2) == 0;
        ctx.s = ctx.s.withRng(rng.next());
        ctx.log("%s flips a coin and %s the flip (705.2)", ctx.s.player(r.controller()).name(), won ? "wins" : "loses");
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.CoinFlipped(r.controller(), won)); // 705.2
        Effect then = won ? f.win() : f.lose();
        if (then != null) EffectResolver.resolve(ctx, then, r);
    }
}
