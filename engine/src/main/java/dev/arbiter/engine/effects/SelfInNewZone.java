package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * 400.7d: an ability that triggers when an object moves from one zone to another can find the new object it
 * became in the zone it moved to, if that zone is public. The source's card moved once since the ability
 * triggered (its zone-change count is one more); a card moved again is a new object the ability can't find,
 * except one this same resolution moved (400.7j).
 */
final class SelfInNewZone {
    private SelfInNewZone() {
    }

    static GameObject find(Ctx ctx, Resolution r) {
        if (r.sourceZoneChanges() < 0) return null;
        GameObject o = ctx.s.object(r.source());
        int became = r.sourceZoneChanges() + 1;
        if (o.zoneChanges() == became && isPublic(o.zone())) return o;
        return FoundAfterMove.found(ctx, new Target.Object(o.id(), became), o) ? o : null;
    }

    private static boolean isPublic(Zone z) {
        return z == Zone.GRAVEYARD || z == Zone.EXILE || z == Zone.BATTLEFIELD || z == Zone.COMMAND; // 400.2
    }
}
