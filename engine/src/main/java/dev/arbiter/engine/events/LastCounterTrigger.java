package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "When the last [kind] counter is removed from this permanent" (vanishing, 702.63a): fired by the
 * effect that removed it, for each such ability of the permanent.
 */
public final class LastCounterTrigger {
    private LastCounterTrigger() {
    }

    /** The last {@code kind} counter was just removed from permanent {@code id}. */
    public static void fire(Ctx ctx, int id, String kind) {
        GameObject o = ctx.s.object(id);
        for (Ability a : Layers.of(ctx.s, id).abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.LastCounterRemoved l
                    && l.kind().equals(kind)) {
                Triggers.add(ctx, o, t, -1, -1);
            }
        }
    }
}
