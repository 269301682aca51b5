package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * "When ~ dies, put its counters on target creature you control", "Whenever a creature you control leaves the
 * battlefield, if it had counters on it, put those counters on ~" (122.8): the object that left keeps no counters
 * (122.2), so the player puts the same number of each kind of counter it had as it last existed (603.10a, 608.2h) on
 * each object named, still on the battlefield. Each kind is an ordinary placement (122.6: what modifies counters being
 * put applies).
 */
final class CountersItHad {
    private CountersItHad() {
    }

    static boolean resolve(Ctx ctx, Effect.PutCountersItHad e, Resolution r) {
        dev.arbiter.engine.state.Counters had = e.from() instanceof Subject.ThatObject
                ? LastKnownCounters.ofThatObject(ctx, r) : LastKnownCounters.ofSource(ctx, r);
        if (had == null || had.isEmpty()) return true;
        if (e.from() instanceof Subject.Self && ctx.s.object(r.source()).zone() == Zone.BATTLEFIELD
                && (r.sourceZoneChanges() < 0 || ctx.s.object(r.source()).zoneChanges() == r.sourceZoneChanges())) {
            return true; // 122.8 reads an object that left; one still on the battlefield moves nothing here
        }
        for (GameObject o : EffectSubjects.objects(ctx, e.onto(), r)) {
            for (var kind : had.byKind()) {
                if (ctx.s.object(o.id()).zone() != Zone.BATTLEFIELD) break;
                Counters.put(ctx, o.id(), kind._1(), kind._2());
            }
        }
        return true;
    }
}
