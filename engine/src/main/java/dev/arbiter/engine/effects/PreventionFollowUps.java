package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/**
 * Prevention effects with an additional effect that refers to the damage prevented (615.5): "Prevent the next 3
 * damage ... You gain life equal to the damage prevented this way." The shield is created as usual
 * ({@link PreventionShields}); a {@link Modification.PreventionFollowUp} naming it by timestamp keeps the additional
 * effect, which happens immediately after each prevention by that shield, with X the damage prevented.
 */
final class PreventionFollowUps {
    private PreventionFollowUps() {
    }

    static void create(Ctx ctx, Effect.PreventThen pt, Resolution r) {
        long shield = ctx.s.nextTimestamp();
        PreventionShields.create(ctx, pt.prevent(), r); // 615.7
        if (ctx.s.nextTimestamp() == shield) return; // no shield was created (608.2b)
        ctx.s = ContinuousEffect.add(ctx.s, r.source(),
                r.controller(), new Modification.PreventionFollowUp(shield, pt.then(), r.targets()), Vector.empty(),
                Duration.UNTIL_END_OF_TURN);
    }

    /** 615.5: the shield {@code shield} just prevented {@code prevented} damage; its additional effect happens now. */
    static void prevented(Ctx ctx, ContinuousEffect shield, int prevented) {
        if (prevented <= 0) return;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.PreventionFollowUp f && f.shield() == shield.timestamp()) {
                Resolution r = new Resolution(e.source(), e.controller(), f.targets(), prevented, -1, -1, null);
                EffectResolver.resolve(ctx, f.then(), r);
                return;
            }
        }
    }
}
