package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/** The haunt trigger's "exile it haunting target creature" (702.55a-b). */
final class HauntExile {
    private HauntExile() {
    }

    static void resolve(Ctx ctx, Resolution r) {
        if (r.thatObject() < 0) return;
        GameObject card = ctx.s.object(r.thatObject());
        if (card.zone() != Zone.GRAVEYARD) return; // 400.7: it left the graveyard; the ability can't find it
        GameObject creature = null;
        for (Target t : r.targetsOf(0)) {
            if (t instanceof Target.Object o && ctx.s.object(o.id()).zone() == Zone.BATTLEFIELD) creature = ctx.s.object(o.id());
        }
        if (creature == null) return;
        GameObject exiled = ZoneMoves.move(ctx, card.id(), Zone.EXILE);
        if (exiled.zone() != Zone.EXILE) return; // 614: moved elsewhere instead
        ctx.s = ContinuousEffect.add(ctx.s, exiled.id(), exiled.owner(),
                new Modification.Haunting(creature.id(), creature.zoneChanges()), Vector.of(exiled.ref()), Duration.INDEFINITE);
        ctx.log("%s is exiled haunting %s (702.55a)", exiled.name(), creature.name());
    }
}
