package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * "If it's a creature, [then]" (608.2c): the rest of the effect happens only if the object named (still the same
 * object on the battlefield, 400.7) is of that kind as the effect resolves.
 */
public final class ObjectKindCondition {
    private ObjectKindCondition() {
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.IfObjectIs io)) return false;
        if (holds(ctx, io, r)) EffectResolver.resolve(ctx, io.then(), r);
        return true;
    }

    /**
     * Whether the objects {@code io} names, still on the battlefield or (a targeted spell) on the stack, are at least one
     * and all of its kind as the effect resolves (608.2c).
     */
    public static boolean holds(Ctx ctx, Effect.IfObjectIs io, Resolution r) {
        List<GameObject> objects = EffectSubjects.objects(ctx, io.subject(), r);
        objects.removeIf(o -> o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK); // 608.2c: a permanent, or a spell
        if (objects.isEmpty()) return false;
        for (GameObject o : objects) {
            if (!Affecting.matches(ctx.s, r.source(), io.filter(), o, Layers.of(ctx.s, o.id()))) return false;
        }
        return true;
    }
}
