package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * 608.2h: an ability of an Aura or Equipment that names what its source is attached to ("enchanted creature", "equipped
 * creature", "it" after "Whenever equipped creature deals combat damage to a player") reads the source as it last existed
 * once the source has left the battlefield: the permanent it was attached to then, if that permanent is still the same
 * object on the battlefield (400.7). Holy Avenger destroyed after its trigger still puts the Aura onto that creature.
 */
final class LastKnownHost {
    private LastKnownHost() {
    }

    /** Remembers what {@code before} was attached to as it left the battlefield, if an ability of it may still ask. */
    static void left(Ctx ctx, GameObject before) {
        if (before.attachedTo() < 0 || !LastKnownCounters.abilityPendingOf(ctx, before.id())) return;
        GameObject host = ctx.s.object(before.attachedTo());
        ctx.s = ContinuousEffect.add(ctx.s, before.id(), before.controller(), new Modification.LastKnownHost(host.ref()),
                Vector.of(before.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /**
     * The permanent the source of {@code r} is attached to: now, while the source is still the object that made the
     * ability (608.2h: its current information); as it last existed once it left the battlefield; -1 for none.
     */
    static int of(Ctx ctx, Resolution r) {
        GameObject source = ctx.s.object(r.source());
        boolean same = r.sourceZoneChanges() < 0 || source.zoneChanges() == r.sourceZoneChanges();
        if (same) return source.zone() == Zone.BATTLEFIELD ? source.attachedTo() : -1;
        Target.Object was = new Target.Object(r.source(), r.sourceZoneChanges());
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.LastKnownHost h && e.affected().contains(was)) {
                GameObject host = ctx.s.object(h.host().id());
                return host.zoneChanges() == h.host().zoneChanges() && host.zone() == Zone.BATTLEFIELD ? host.id() : -1;
            }
        }
        return -1;
    }
}
