package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PendingTrigger;

/**
 * Reflexive triggered abilities (603.12): "When you do, ..." triggers when the resolving spell or ability
 * does the optional action it follows. It is put on the stack the next time a player would receive priority
 * (603.3), with its targets chosen then (603.3d), controlled by the resolving ability's controller.
 */
final class ReflexiveTriggers {
    private ReflexiveTriggers() {
    }

    static void trigger(Ctx ctx, Effect.ReflexiveTrigger rt, Resolution r) {
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(r.source(), r.controller(), rt.ability(),
                r.thatPlayer(), r.thatObject(), r.sourceZoneChanges(), 0, null)));
        ctx.log("%s: a reflexive ability triggers (603.12)", ctx.s.object(r.source()).name());
    }
}
