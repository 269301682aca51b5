package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * Creating a delayed triggered ability (603.7a): it is recorded with the particular objects it
 * refers to (603.7c) and its creator as controller (603.7d); {@code events/DelayedTriggers} makes it
 * trigger at the next beginning of its step.
 */
final class DelayedTriggerCreation {
    private DelayedTriggerCreation() {
    }

    static void create(Ctx ctx, Effect.Delayed d, Resolution r) {
        if (d.bind().size() > 1) throw new IllegalStateException("a delayed trigger binds at most one object: " + d);
        Vector<Target.Object> objects = Vector.empty();
        for (Subject s : d.bind()) {
            for (GameObject o : EffectSubjects.objects(ctx, s, r)) { // the same object, or the one this effect moved (400.7j)
                objects = objects.append(new Target.Object(o.id(), o.zoneChanges()));
            }
        }
        if (!d.bind().isEmpty() && objects.isEmpty()) return; // 603.7c: no such object any more: it would do nothing
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                new Modification.DelayedTrigger(d.step(), d.effect(), d.text()), objects, Duration.INDEFINITE);
        ctx.log("%s: \"%s\" will trigger later (603.7)", ctx.s.object(r.source()).name(), d.text());
    }
}
