package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Linked abilities (607.2a): one ability exiles cards, another of the same object returns "the
 * exiled cards" (Worldgorger Dragon). The link is kept as a non-layer effect {@link
 * Modification.ExiledWith} naming the exiling object (its id and the zone changes it had made).
 * The return takes the link of the incarnation whose leaving triggered it (the resolving ability
 * carries its source's zone-change count, 607.2a, 603.10a). Returned Auras are not
 * attached (303.4f is not implemented): they go to the graveyard as a state-based action.
 */
public final class LinkedExile {
    private LinkedExile() {
    }

    /**
     * "Exile all [filter]": the exiled cards are linked to the source object as it is on the
     * battlefield now; if the source has already left the battlefield, its leaves-the-battlefield
     * ability has triggered for an object that exiled nothing, and these cards stay exiled (607.2a).
     */
    public static void exileAll(Ctx ctx, ObjectFilter filter, Resolution r) {
        List<Integer> chosen = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (Affecting.matches(ctx.s, r.source(), filter, o, Layers.of(ctx.s, id))) chosen.add(id);
        }
        GameObject source = ctx.s.object(r.source());
        int link = source.zone() == Zone.BATTLEFIELD ? source.zoneChanges() : -1;
        Vector<Target.Object> exiled = Vector.empty();
        for (int id : chosen) {
            String name = ctx.s.object(id).name();
            GameObject moved = ZoneMoves.move(ctx, id, Zone.EXILE);
            ctx.log("%s is exiled", name);
            if (moved.zone() == Zone.EXILE) exiled = exiled.append((Target.Object) moved.ref());
        }
        remember(ctx, r, link, exiled);
    }

    /** 607.2a: the cards exiled, linked to the source's {@code link}-th time on the battlefield (none when it has left). */
    private static void remember(Ctx ctx, Resolution r, int link, Vector<Target.Object> exiled) {
        if (exiled.isEmpty() || link < 0) return;
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.ExiledWith(link),
                exiled, Duration.INDEFINITE);
    }

    /**
     * "Exile [target]" linked to "return the exiled card" (607.2a): as {@link #exileAll}, for the objects named. A
     * source no longer on the battlefield links nothing: its leaves-the-battlefield ability has already triggered.
     */
    public static void exileLinked(Ctx ctx, List<GameObject> objects, Resolution r) {
        GameObject source = ctx.s.object(r.source());
        int link = source.zone() == Zone.BATTLEFIELD ? source.zoneChanges() : -1;
        Vector<Target.Object> exiled = Vector.empty();
        for (GameObject o : objects) {
            if (o.zone() == Zone.EXILE) continue;
            GameObject moved = ZoneMoves.move(ctx, o.id(), Zone.EXILE);
            ctx.log("%s is exiled with %s", o.name(), source.name());
            if (moved.zone() == Zone.EXILE) exiled = exiled.append((Target.Object) moved.ref());
        }
        remember(ctx, r, link, exiled);
    }

    /**
     * "You may exile a [type] card with mana value N or less from your hand" (imprint): the
     * controller chooses one such card or none; it is linked to the source as it is now (607.2a).
     */
    public static void exileFromHand(Ctx ctx, int types, int maxManaValue, Resolution r) {
        int player = r.controller();
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.player(player).hand()) {
            var ch = Layers.of(ctx.s, id);
            if ((ch.types() & types) != 0 && ch.manaCost().manaValue() <= maxManaValue) candidates.add(id);
        }
        if (candidates.isEmpty()) return;
        var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(player,
                "Exile a card from your hand with " + ctx.s.object(r.source()).name() + "? (choose none to decline)",
                candidates, 0, 1));
        List<Integer> chosen = ((dev.arbiter.engine.decision.Choice.ChooseObjects) c).ids();
        if (chosen.isEmpty()) return;
        GameObject source = ctx.s.object(r.source());
        int link = source.zone() == Zone.BATTLEFIELD ? source.zoneChanges() : -1;
        String name = ctx.s.object(chosen.get(0)).name();
        GameObject moved = ZoneMoves.move(ctx, chosen.get(0), Zone.EXILE);
        ctx.log("%s exiles %s with %s", ctx.s.player(player).name(), name, source.name());
        if (link < 0 || moved.zone() != Zone.EXILE) return;
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), player, new Modification.ExiledWith(link),
                Vector.of((Target.Object) moved.ref()), Duration.INDEFINITE);
    }

    /** The cards still in exile that the source, as it is now on the battlefield, exiled (607.2a). */
    public static List<Integer> exiledByThisObject(GameState s, int source) {
        int now = s.object(source).zoneChanges();
        List<Integer> out = new ArrayList<>();
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.ExiledWith w && w.sourceZoneChanges() == now) {
                for (Target.Object ref : e.affected()) {
                    GameObject o = s.object(ref.id());
                    if (o.zone() == Zone.EXILE && o.zoneChanges() == ref.zoneChanges()) out.add(o.id());
                }
            }
        }
        return out;
    }

    /**
     * "Return the exiled cards to the battlefield under their owners' control": the cards an earlier
     * incarnation of the source exiled (the object that left the battlefield, 603.10a), still in
     * exile as the same objects (400.7), return at once; the link is used up.
     */
    public static void returnAll(Ctx ctx, Resolution r) {
        int now = ctx.s.object(r.source()).zoneChanges();
        int incarnation = r.sourceZoneChanges(); // 603.10a: the object as it last existed on the battlefield
        List<ContinuousEffect> links = new ArrayList<>();
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == r.source() && e.modification() instanceof Modification.ExiledWith w
                    && (incarnation >= 0 ? w.sourceZoneChanges() == incarnation : w.sourceZoneChanges() < now)) {
                links.add(e);
            }
        }
        List<Integer> back = new ArrayList<>();
        for (ContinuousEffect e : links) {
            ctx.s = ctx.s.withEffects(ctx.s.effects().remove(e));
            for (Target.Object ref : e.affected()) {
                GameObject o = ctx.s.object(ref.id());
                if (o.zone() == Zone.EXILE && o.zoneChanges() == ref.zoneChanges()) back.add(o.id());
            }
        }
        // 610.3c-style: all return at the same time, each under its owner's control.
        ZoneMoves.moveAllToBattlefield(ctx, back, id -> ctx.s.object(id).owner());
        for (int id : back) ctx.log("%s returns to the battlefield", ctx.s.object(id).name());
    }
}
