package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * "Whenever a [kind] counter is removed from ~" (122.8, 603.2): once for each counter removed; and "when the last [kind]
 * counter is removed from it" (702.63a) when none is left.
 */
public final class CounterRemovedTriggers {
    private CounterRemovedTriggers() {
    }

    /** {@code n} counters of {@code kind} were just removed from permanent {@code id} (122.8): the event, when n > 0. */
    public static void removed(Ctx ctx, int id, String kind, int n) {
        if (n <= 0) return;
        Triggers.emit(ctx, new GameEvent.CountersRemoved(id, kind, n));
        GameObject o = ctx.s.object(id);
        // 702.63a: "when the last time counter is removed from it", whatever removed it (an effect, a cost)
        if (o.zone() == Zone.BATTLEFIELD && o.counters().get(kind) == 0) LastCounterTrigger.fire(ctx, id, kind);
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (!(event instanceof GameEvent.CountersRemoved r)) return;
        GameObject o = ctx.s.object(r.permanent());
        if (o.zone() != Zone.BATTLEFIELD || !PartKinds.mayHave(ctx.s, Trigger.CounterRemoved.class)) return;
        for (Ability a : Layers.of(ctx.s, o.id()).abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CounterRemoved cr
                    && (cr.kind() == null || cr.kind().equals(r.kind()))) {
                for (int i = 0; i < r.amount(); i++) Triggers.add(ctx, o, t, o.controller(), o.id()); // 603.2: each counter
            }
        }
    }
}
