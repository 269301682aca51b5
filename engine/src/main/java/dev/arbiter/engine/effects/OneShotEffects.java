package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;

/** One-shot effects on players' life totals that {@link MoreEffects} hands over: doubling (119.5: as if set to twice the old total). */
final class OneShotEffects {
    private OneShotEffects() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.DoubleLifeTotal d) {
            for (int p : EffectResolver.players(ctx, d.who(), r)) {
                PlayerState ps = ctx.s.player(p);
                // 119.5: gains or loses the amount that makes the new total twice the old one
                if (ps.life() > 0) LifeTotals.gain(ctx, p, ps.life());
                else if (ps.life() < 0) LifeTotals.lose(ctx, p, -ps.life());
            }
            return true;
        }
        return false;
    }
}
