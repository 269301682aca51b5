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
 * triggered ability (610.3), under their owners' control (610.3c); a card exiled from a hand or a graveyard
 * returns there (610.3: "to its previous zone"). If the source has already left
 * when the exile would happen, nothing is exiled (610.3a); a card that left exile in the meantime
 * is a new object and stays where it is (400.7).
 */
final class ExileUntil {
    /** The zones a card is exiled from "until" and returned to (610.3); a spell or a library card is not. */
    private static final java.util.Set<Zone> RETURNABLE = java.util.EnumSet.of(Zone.BATTLEFIELD, Zone.HAND, Zone.GRAVEYARD);

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
        java.util.Map<Zone, List<Target.Object>> moved = new java.util.EnumMap<>(Zone.class);
        SimultaneousMoves.together(ctx, () -> { // 603.10a: "exile all ..." moves them as one event
            for (GameObject o : objects) {
                Zone from = o.zone();
                if (!RETURNABLE.contains(from)) continue;
                GameObject m = ZoneMoves.move(ctx, o.id(), Zone.EXILE);
                ctx.log("%s is exiled until %s leaves the battlefield", o.name(), source.name());
                if (m.zone() == Zone.EXILE) moved.computeIfAbsent(from, z -> new ArrayList<>()).add(m.ref());
            }
        });
        if (moved.isEmpty()) return;
        // the source may have left as a result of this exile (it exiled itself): the cards then return at once
        GameObject now = ctx.s.object(r.source());
        for (var e : moved.entrySet()) { // 610.3: each card goes back to the zone it came from
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                    new Modification.ExiledUntilLeaves(source.zoneChanges(), e.getKey()), Vector.ofAll(e.getValue()),
                    Duration.INDEFINITE);
        }
        if (now.zoneChanges() != source.zoneChanges()) sourceLeft(ctx, r.source(), source.zoneChanges());
    }

    /** 610.3, 608.2d: the controller chooses any number of their matching permanents and exiles them until ~ leaves. */
    static void anyNumber(Ctx ctx, dev.arbiter.engine.ability.ObjectFilter filter, Resolution r) {
        GameObject source = ctx.s.object(r.source());
        if (source.zone() != Zone.BATTLEFIELD || r.sourceZoneChanges() >= 0 && source.zoneChanges() != r.sourceZoneChanges()) {
            ctx.log("%s has left the battlefield: nothing is exiled (610.3b)", source.name());
            return;
        }
        List<Integer> chosen = AnyNumberOfYours.choose(ctx, r.controller(), r.source(), filter, o -> true,
                "Exile any number of these until " + source.name() + " leaves the battlefield");
        List<GameObject> objects = new ArrayList<>();
        for (int id : chosen) objects.add(ctx.s.object(id));
        exile(ctx, objects, r);
    }

    /** 701.16a, 610.3: {@code player} reveals their hand, the controller chooses a [filter] card from it and exiles it until ~ leaves. */
    static void chosenFromHand(Ctx ctx, int player, dev.arbiter.engine.ability.ObjectFilter filter, Resolution r) {
        HandEffects.lookAt(ctx, r.controller(), player);
        List<Integer> matching = HandEffects.matchingInHand(ctx, player, r.source(), filter);
        if (matching.isEmpty()) return;
        var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(r.controller(), "Choose a card of "
                + ctx.s.player(player).name() + "'s hand to exile", matching, 1, 1));
        int card = ((dev.arbiter.engine.decision.Choice.ChooseObjects) c).ids().get(0);
        exile(ctx, List.of(ctx.s.object(card)), r);
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
        java.util.Map<Integer, Zone> elsewhere = new java.util.LinkedHashMap<>();
        for (ContinuousEffect e : links) {
            ctx.s = ctx.s.withEffects(ctx.s.effects().remove(e));
            Zone from = ((Modification.ExiledUntilLeaves) e.modification()).from();
            for (Target.Object ref : e.affected()) {
                GameObject o = ctx.s.object(ref.id());
                if (o.zone() != Zone.EXILE || o.zoneChanges() != ref.zoneChanges()) continue; // 400.7
                if (from == Zone.BATTLEFIELD) back.add(o.id());
                else elsewhere.put(o.id(), from);
            }
        }
        if (!elsewhere.isEmpty()) {
            SimultaneousMoves.together(ctx, () -> { // 610.3d: the returns are one event
                for (var e : elsewhere.entrySet()) {
                    ctx.log("%s returns to its owner's %s (610.3)", ctx.s.object(e.getKey()).name(),
                            e.getValue().name().toLowerCase(java.util.Locale.ROOT));
                    ZoneMoves.move(ctx, e.getKey(), e.getValue());
                }
            });
        }
        if (back.isEmpty()) return;
        for (int card : back) ctx.log("%s returns to the battlefield (610.3)", ctx.s.object(card).name());
        ZoneMoves.moveAllToBattlefield(ctx, back, card -> ctx.s.object(card).owner()); // 610.3c: under their owners' control
    }
}
