package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * "move a +1/+1 counter from ~ onto that creature" (122.5): the counters are removed from one permanent and put on the
 * other (the putting goes through {@link Counters#put}, so what modifies counters being put applies, 614.1); when
 * either isn't on the battlefield, or either names more than one object, nothing moves.
 */
final class CounterMoves {
    private CounterMoves() {
    }

    static boolean move(Ctx ctx, Effect.MoveCounters e, Resolution r) {
        List<GameObject> from = EffectSubjects.objects(ctx, e.from(), r);
        List<GameObject> onto = EffectSubjects.objects(ctx, e.onto(), r);
        if (from.size() != 1 || onto.size() != 1) return true;
        GameObject source = ctx.s.object(from.get(0).id());
        GameObject dest = ctx.s.object(onto.get(0).id());
        if (source.zone() != Zone.BATTLEFIELD || dest.zone() != Zone.BATTLEFIELD || source.id() == dest.id()) return true;
        if (e.kind() == null) return AnyKindCounters.move(ctx, e, source, dest, r); // 122.5: "move a counter / all counters"
        int n = Math.min(PlayerAmounts.value(ctx, e.amount(), r), source.counters().get(e.kind()));
        if (n <= 0) return true;
        ctx.s = ctx.s.withObject(source.withCounters(source.counters().plus(e.kind(), -n)));
        dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, source.id(), e.kind(), n); // 122.8
        ctx.log("%d %s counter%s moved from %s onto %s", n, e.kind(), n == 1 ? "" : "s", source.name(), dest.name());
        Counters.put(ctx, dest.id(), e.kind(), n);
        return true;
    }
}
