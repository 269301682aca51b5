package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "For each 1 damage that would be dealt to ~, if it has a +1/+1 counter on it, remove a +1/+1 counter from it and
 * prevent that 1 damage." (615.1a, 122.8): each 1 damage is prevented while a counter of the kind is left to remove.
 */
final class CounterShields {
    private CounterShields() {
    }

    /**
     * 615.1a, 615.5: {@code amount} damage to {@code id} is prevented; then one counter, or one per damage
     * ({@code thatMany}), is removed from it (as many as it has) or put on it.
     */
    static void preventAndChange(Ctx ctx, int id, dev.arbiter.engine.ability.StaticEffect.PreventDamageToSelfChangingCounters pc,
                                 int amount, int source) {
        GameObject o = ctx.s.object(id);
        int n = pc.thatMany() ? amount : 1;
        if (!pc.put()) n = Math.min(n, o.counters().get(pc.kind()));
        ctx.log("%d damage from %s to %s is prevented", amount, ctx.s.object(source).name(), o.name());
        if (n <= 0) return;
        if (pc.put()) {
            Counters.put(ctx, id, pc.kind(), n); // 122.6: counters put on it
        } else {
            ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(pc.kind(), -n)));
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, id, pc.kind(), n); // 122.8
            ctx.log("%d %s counter%s removed from %s", n, pc.kind(), n == 1 ? "" : "s", o.name());
        }
    }

    /** Removes counters from {@code id} for up to {@code amount} damage and returns the damage prevented. */
    static int prevent(Ctx ctx, int id, String kind, int amount, int source) {
        GameObject o = ctx.s.object(id);
        int prevented = Math.min(amount, o.counters().get(kind));
        if (prevented <= 0) return 0;
        ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(kind, -prevented)));
        dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, id, kind, prevented); // 122.8
        ctx.log("%d damage from %s to %s is prevented and %d %s counter%s removed", prevented, ctx.s.object(source).name(),
                o.name(), prevented, kind, prevented == 1 ? "" : "s");
        return prevented;
    }
}
