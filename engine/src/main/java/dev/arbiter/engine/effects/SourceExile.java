package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ExileSourceWithCounters;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/** "Exile ~ with N [kind] counters on it" (406.3, 122.1, 608.2n). */
final class SourceExile {
    private SourceExile() {
    }

    static void resolve(Ctx ctx, ExileSourceWithCounters e, Resolution r) {
        GameObject o = ctx.s.object(r.source());
        if (o.zone() != Zone.STACK && o.zone() != Zone.BATTLEFIELD) return;
        // 400.7: a permanent that left and came back is a new object the ability doesn't know
        if (o.zone() == Zone.BATTLEFIELD && r.sourceZoneChanges() >= 0 && o.zoneChanges() != r.sourceZoneChanges()) return;
        GameObject exiled = ZoneMoves.move(ctx, o.id(), Zone.EXILE);
        if (exiled.zone() != Zone.EXILE) return; // 614: moved elsewhere instead
        Counters.put(ctx, exiled.id(), e.kind(), e.amount());
    }
}
