package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * "remove a +1/+1 counter from ~", "remove all +1/+1 counters from ~" (122.8): no more than the permanent has;
 * "double the number of +1/+1 counters on ~" (701.10e).
 */
final class CounterRemoval {
    private CounterRemoval() {
    }

    static boolean remove(Ctx ctx, Effect.RemoveCounters e, Resolution r) {
        if (e.kind() == null) return AnyKindCounters.remove(ctx, e, r); // 122.8: "remove a counter / all counters"
        int n = e.amount() == null ? Integer.MAX_VALUE : PlayerAmounts.value(ctx, e.amount(), r);
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            GameObject now = ctx.s.object(o.id());
            if (now.zone() != Zone.BATTLEFIELD) continue;
            int removed = Math.min(n, now.counters().get(e.kind()));
            if (removed <= 0) continue;
            ctx.s = ctx.s.withObject(now.withCounters(now.counters().plus(e.kind(), -removed)));
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, now.id(), e.kind(), removed); // 122.8
            ctx.log("%d %s counter%s removed from %s", removed, e.kind(), removed == 1 ? "" : "s", now.name());
        }
        return true;
    }

    /** 701.10e: each object on the battlefield gets as many more counters of the kind (of each kind it has) as it has. */
    static boolean doubled(Ctx ctx, Effect.DoubleCounters e, Resolution r) {
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            GameObject now = ctx.s.object(o.id());
            if (now.zone() != Zone.BATTLEFIELD) continue;
            java.util.List<String> kinds = e.kind() != null ? java.util.List.of(e.kind()) : now.counters().byKind().keySet().toJavaList();
            for (String kind : kinds) Counters.put(ctx, o.id(), kind, ctx.s.object(o.id()).counters().get(kind));
        }
        return true;
    }

    /**
     * 608.2d: "you may remove N counters from ~. If you do, ...": the choice is offered only if every
     * object named has N counters of the kind; then the rest happens only if they were removed.
     */
    static boolean mayRemove(Ctx ctx, Effect.MayRemoveCounters e, Resolution r, boolean asked) {
        int n = PlayerAmounts.value(ctx, e.remove().amount(), r);
        boolean possible = n > 0;
        java.util.List<GameObject> objects = EffectSubjects.objects(ctx, e.remove().subject(), r);
        if (objects.isEmpty()) possible = false;
        for (GameObject o : objects) {
            GameObject now = ctx.s.object(o.id());
            int has = e.remove().kind() == null ? now.counters().total() : now.counters().get(e.remove().kind());
            if (now.zone() != Zone.BATTLEFIELD || has < n) possible = false;
        }
        boolean yes = false;
        if (possible && !asked) {
            yes = true; // "Remove a counter from ~. If you do, ..." (608.2c): removed whenever it can be
        } else if (possible) {
            dev.arbiter.engine.decision.Choice c = ctx.ask(new dev.arbiter.engine.decision.Decision.Option(r.controller(),
                    "Remove " + n + " " + (e.remove().kind() == null ? "" : e.remove().kind() + " ") + "counter" + (n == 1 ? "" : "s")
                    + "?", java.util.List.of("yes", "no")));
            yes = ((dev.arbiter.engine.decision.Choice.ChooseOption) c).index() == 0;
        }
        if (yes) {
            remove(ctx, e.remove(), r);
            if (e.ifTheyDo() != null) EffectResolver.resolve(ctx, e.ifTheyDo(), r);
        } else if (e.otherwise() != null) {
            EffectResolver.resolve(ctx, e.otherwise(), r);
        }
        return true;
    }
}
