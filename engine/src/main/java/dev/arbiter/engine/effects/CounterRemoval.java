package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/** "remove a +1/+1 counter from ~", "remove all +1/+1 counters from ~" (122.8): no more than the permanent has. */
final class CounterRemoval {
    private CounterRemoval() {
    }

    static boolean remove(Ctx ctx, Effect.RemoveCounters e, Resolution r) {
        int n = e.amount() == null ? Integer.MAX_VALUE : PlayerAmounts.value(ctx, e.amount(), r);
        for (GameObject o : EffectResolver.objects(ctx, e.subject(), r)) {
            GameObject now = ctx.s.object(o.id());
            if (now.zone() != Zone.BATTLEFIELD) continue;
            int removed = Math.min(n, now.counters().get(e.kind()));
            if (removed <= 0) continue;
            ctx.s = ctx.s.withObject(now.withCounters(now.counters().plus(e.kind(), -removed)));
            ctx.log("%d %s counter%s removed from %s", removed, e.kind(), removed == 1 ? "" : "s", now.name());
        }
        return true;
    }
}
