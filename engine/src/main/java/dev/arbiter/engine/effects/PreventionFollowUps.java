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
 * effect, which happens immediately after each prevention by that shield, with X the damage prevented. When the
 * additional effect is a delayed triggered ability ("At the beginning of the next end step, put a +0/+1 counter on
 * that creature for each 1 damage prevented this way"), the ability is created as the spell resolves (603.7a) and the
 * record adds up the damage the shield prevents, read as the ability resolves (608.2h).
 */
final class PreventionFollowUps {
    private PreventionFollowUps() {
    }

    static void create(Ctx ctx, Effect.PreventThen pt, Resolution r) {
        long shield = ctx.s.nextTimestamp();
        PreventionShields.create(ctx, pt.prevent(), r); // 615.7
        if (ctx.s.nextTimestamp() == shield) return; // no shield was created (608.2b)
        boolean delayed = pt.then() instanceof Effect.Delayed;
        // a delayed ability may trigger after this turn's cleanup (the next end step is next turn's): the count waits for it
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                new Modification.PreventionFollowUp(shield, pt.then(), r.targets(), 0), Vector.empty(),
                delayed ? Duration.INDEFINITE : Duration.UNTIL_END_OF_TURN);
        if (pt.then() instanceof Effect.Delayed d) { // 603.7a: created now, reading the damage prevented when it resolves
            long ability = ctx.s.nextTimestamp();
            DelayedTriggerCreation.create(ctx, new Effect.Delayed(d.step(), new Effect.PreventedSoFar(shield, d.effect()),
                    d.bind(), d.text()), r);
            if (ctx.s.nextTimestamp() == ability) { // 603.7c: its object is gone, nothing will read the count
                ctx.s = ctx.s.withEffects(ctx.s.effects().dropRight(1));
            }
        }
    }

    /** 615.5: the shield {@code shield} just prevented {@code prevented} damage; its additional effect happens now. */
    static void prevented(Ctx ctx, ContinuousEffect shield, int prevented) {
        if (prevented <= 0) return;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.PreventionFollowUp f && f.shield() == shield.timestamp()) {
                if (f.then() instanceof Effect.Delayed) { // 603.7: counted for the delayed ability
                    int at = ctx.s.effects().indexOf(e);
                    ctx.s = ctx.s.withEffects(ctx.s.effects().update(at, new ContinuousEffect(e.timestamp(), e.source(),
                            e.controller(), new Modification.PreventionFollowUp(f.shield(), f.then(), f.targets(),
                            f.total() + prevented), e.affected(), e.duration())));
                    return;
                }
                Resolution r = new Resolution(e.source(), e.controller(), f.targets(), prevented, -1, -1, null);
                EffectResolver.resolve(ctx, f.then(), r);
                return;
            }
        }
    }

    /** 615.5, 608.2h: the delayed ability resolves with X all the damage its shield prevented; the count is done with. */
    static void resolveDelayed(Ctx ctx, Effect.PreventedSoFar ps, Resolution r) {
        int total = 0;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.PreventionFollowUp f && f.shield() == ps.shield()) {
                total = f.total();
                ctx.s = ctx.s.withEffects(ctx.s.effects().remove(e));
                break;
            }
        }
        EffectResolver.resolve(ctx, ps.then(), new Resolution(r.source(), r.controller(), r.targets(), total, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }
}
