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
 * object on the battlefield, 400.7) is of that kind as the effect resolves; a target this same effect moved is judged
 * as it last existed (608.2h: "If that creature was green or white, ...").
 */
public final class ObjectKindCondition {
    private ObjectKindCondition() {
    }

    private static int ref(dev.arbiter.engine.state.Target t) {
        return ((dev.arbiter.engine.state.Target.Object) t).id();
    }

    /** Resolves {@code effect} if it is one of these; false otherwise. */
    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.IfObjectIs io)) return false;
        if (holds(ctx, io, r)) EffectResolver.resolve(ctx, io.then(), r);
        else if (io.otherwise() != null) EffectResolver.resolve(ctx, io.otherwise(), r); // 608.2c: "... instead"
        return true;
    }

    /**
     * Whether the objects {@code io} names, still on the battlefield or (a targeted spell) on the stack, are at least one
     * and all of its kind as the effect resolves (608.2c).
     */
    public static boolean holds(Ctx ctx, Effect.IfObjectIs io, Resolution r) {
        List<GameObject> objects = EffectSubjects.objects(ctx, io.subject(), r);
        objects.removeIf(o -> o.zone() != Zone.BATTLEFIELD && o.zone() != Zone.STACK); // 608.2c: a permanent, or a spell
        if (objects.isEmpty() && io.subject() instanceof dev.arbiter.engine.ability.Subject.TargetObject t) {
            // 608.2h: "Destroy target creature. If that creature was green, ...": a target this effect moved, as it last existed
            boolean any = false;
            for (dev.arbiter.engine.state.Target x : r.targetsOf(t.index())) {
                var known = x instanceof dev.arbiter.engine.state.Target.Object ref ? MovedTargetStats.characteristics(ctx, ref) : null;
                if (known == null) continue;
                if (!Affecting.matches(ctx.s, r.source(), io.filter(), ctx.s.object(ref(x)), known)) return false;
                any = true;
            }
            return any;
        }
        if (objects.isEmpty()) return false;
        for (GameObject o : objects) {
            if (!Affecting.matches(ctx.s, r.source(), io.filter(), o, Layers.of(ctx.s, o.id()))) return false;
        }
        return true;
    }
}
