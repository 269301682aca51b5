package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * "Exile [objects] until ~ leaves the battlefield" (610.3): the exiled cards are remembered with the
 * incarnation of the source that exiled them (a non-layer {@link Modification.ExiledUntilLeaves});
 * when that object leaves the battlefield, a second one-shot effect returns them at once, not a
 * triggered ability (610.3), under their owners' control (610.3c). If the source has already left
 * when the exile would happen, nothing is exiled (610.3a); a card that left exile in the meantime
 * is a new object and stays where it is (400.7).
 */
final class ExileUntil {
    private ExileUntil() {
    }

    static void exile(Ctx ctx, List<GameObject> objects, Resolution r) {
        GameObject source = ctx.s.object(r.source());
        boolean there = source.zone() == Zone.BATTLEFIELD
                && (r.sourceZoneChanges() < 0 || source.zoneChanges() == r.sourceZoneChanges());
        if (!there) {
            ctx.log("%s has left the battlefield: nothing is exiled (610.3a)", source.name());
            return;
        }
        List<Target.Object> moved = new ArrayList<>();
        SimultaneousMoves.together(ctx, () -> { // 603.10a: "exile all ..." moves them as one event
            for (GameObject o : objects) {
                if (o.zone() != Zone.BATTLEFIELD) continue;
                GameObject m = ZoneMoves.move(ctx, o.id(), Zone.EXILE);
                ctx.log("%s is exiled until %s leaves the battlefield", o.name(), source.name());
                if (m.zone() == Zone.EXILE) moved.add(m.ref());
            }
        });
        if (moved.isEmpty()) return;
        Vector<Target.Object> exiled = Vector.ofAll(moved);
        // the source may have left as a result of this exile (it exiled itself): the cards then return at once
        GameObject now = ctx.s.object(r.source());
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                new Modification.ExiledUntilLeaves(source.zoneChanges()), exiled, Duration.INDEFINITE);
        if (now.zoneChanges() != source.zoneChanges()) sourceLeft(ctx, r.source(), source.zoneChanges());
    }

    /** Object {@code id}, which had made {@code zoneChanges} zone changes, left the battlefield: its exiled cards return (610.3). */
    static void sourceLeft(Ctx ctx, int id, int zoneChanges) {
        List<ContinuousEffect> links = null;
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == id && e.modification() instanceof Modification.ExiledUntilLeaves u && u.sourceZoneChanges() == zoneChanges) {
                if (links == null) links = new ArrayList<>();
                links.add(e);
            }
        }
        if (links == null) return;
        List<Integer> back = new ArrayList<>();
        for (ContinuousEffect e : links) {
            ctx.s = ctx.s.withEffects(ctx.s.effects().remove(e));
            for (Target.Object ref : e.affected()) {
                GameObject o = ctx.s.object(ref.id());
                if (o.zone() == Zone.EXILE && o.zoneChanges() == ref.zoneChanges()) back.add(o.id()); // 400.7
            }
        }
        if (back.isEmpty()) return;
        for (int card : back) ctx.log("%s returns to the battlefield (610.3)", ctx.s.object(card).name());
        ZoneMoves.moveAllToBattlefield(ctx, back, card -> ctx.s.object(card).owner()); // 610.3c: under their owners' control
    }
}
