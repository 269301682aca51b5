package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ZoneChangeEffects.ReturnExiledWith.Destination;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Linked abilities (607.2a) beyond the one "exile" / "return the exiled cards to the battlefield" pair of {@link
 * LinkedExile}: any ability's exile made linked ({@link Effect.LinkExiled}: an activated "Exile target creature you control",
 * "you choose a nonland card from it. Exile that card."), and the return of "the exiled card(s)" / cards "exiled with ~"
 * to a hand, a graveyard or the battlefield ({@link Effect.ReturnExiledWith}). The link is the non-layer {@link
 * Modification.ExiledWith} naming the source's incarnation (its zone-change count, 400.7).
 */
final class LinkedReturns {
    private LinkedReturns() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.LinkExiled l) {
            link(ctx, l, r);
            return true;
        }
        if (effect instanceof Effect.ReturnExiledWith w) {
            giveBack(ctx, w, r);
            return true;
        }
        if (effect instanceof Effect.EnterAttacking a) { // 508.4: what the effect put onto the battlefield enters attacking
            Map<Integer, Integer> before = new HashMap<>();
            for (int id : ctx.s.battlefield()) before.put(id, ctx.s.object(id).zoneChanges());
            EffectResolver.resolve(ctx, a.put(), r);
            for (int id : List.copyOf(ctx.s.battlefield().asJava())) {
                Integer was = before.get(id);
                if (was == null || was != ctx.s.object(id).zoneChanges()) TokenFollowUps.enterAttacking(ctx, ctx.s.object(id));
            }
            return true;
        }
        if (effect instanceof Effect.ReturnChosenFromGraveyard g) {
            returnChosen(ctx, g, r);
            return true;
        }
        if (effect instanceof Effect.ExileThenReturnLater l) {
            exileThenLater(ctx, l, r);
            return true;
        }
        if (effect instanceof Effect.ReturnThoseTogether t) {
            List<Integer> back = new ArrayList<>();
            if (!r.targets().isEmpty()) {
                for (Target t0 : r.targets().get(0)) {
                    if (!(t0 instanceof Target.Object ref)) continue;
                    GameObject o = ctx.s.object(ref.id());
                    if (o.zone() == Zone.EXILE && o.zoneChanges() == ref.zoneChanges() && !back.contains(o.id())) back.add(o.id());
                }
            }
            move(ctx, back, t.to(), t.tapped(), t.underYourControl(), r);
            return true;
        }
        return false;
    }

    /** The cards in exile now that weren't there, as these objects, in {@code before} (id to zone-change count). */
    private static Vector<Target.Object> newlyExiled(Ctx ctx, Map<Integer, Integer> before) {
        Vector<Target.Object> exiled = Vector.empty();
        for (int id : ctx.s.exile()) {
            GameObject o = ctx.s.object(id);
            Integer was = before.get(id);
            if (was == null || was != o.zoneChanges()) exiled = exiled.append((Target.Object) o.ref());
        }
        return exiled;
    }

    private static Map<Integer, Integer> exileNow(Ctx ctx) {
        Map<Integer, Integer> before = new HashMap<>();
        for (int id : ctx.s.exile()) before.put(id, ctx.s.object(id).zoneChanges());
        return before;
    }

    /** 603.7a, 603.7c: the exile, then a delayed ability bound to exactly the cards it exiled (none exiled: none created). */
    private static void exileThenLater(Ctx ctx, Effect.ExileThenReturnLater l, Resolution r) {
        Map<Integer, Integer> before = exileNow(ctx);
        EffectResolver.resolve(ctx, l.exile(), r);
        Vector<Target.Object> exiled = newlyExiled(ctx, before);
        if (exiled.isEmpty()) return;
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.DelayedTrigger(l.step(), l.then(), l.text()),
                exiled, Duration.INDEFINITE);
        ctx.log("%s: \"%s\" will trigger later (603.7)", ctx.s.object(r.source()).name(), l.text());
    }

    /** 607.2a: what {@code l}'s exile moved into exile is remembered as exiled with the source, if it is on the battlefield. */
    private static void link(Ctx ctx, Effect.LinkExiled l, Resolution r) {
        Map<Integer, Integer> before = exileNow(ctx);
        GameObject source = ctx.s.object(r.source());
        boolean there = source.zone() == Zone.BATTLEFIELD
                && (r.sourceZoneChanges() < 0 || source.zoneChanges() == r.sourceZoneChanges());
        int incarnation = source.zoneChanges();
        EffectResolver.resolve(ctx, l.exile(), r);
        if (!there) return; // the source has left: its leaves-the-battlefield ability has already looked (607.2a)
        Vector<Target.Object> exiled = newlyExiled(ctx, before);
        if (exiled.isEmpty()) return;
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.ExiledWith(incarnation), exiled,
                Duration.INDEFINITE);
    }

    /**
     * The cards the source's incarnation that made this ability exiled (603.10a for a leaves-the-battlefield ability;
     * 602.2i, the source before its costs, for "Sacrifice ~: Return each creature card exiled with ~"), still in exile as
     * the same objects (400.7), matching the filter: all go at once to the destination.
     */
    private static void giveBack(Ctx ctx, Effect.ReturnExiledWith w, Resolution r) {
        int incarnation = r.sourceZoneChanges() >= 0 ? r.sourceZoneChanges() : ctx.s.object(r.source()).zoneChanges();
        List<Integer> back = new ArrayList<>();
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() != r.source() || !(e.modification() instanceof Modification.ExiledWith x)
                    || x.sourceZoneChanges() != incarnation) continue;
            for (Target.Object ref : e.affected()) {
                GameObject o = ctx.s.object(ref.id());
                if (o.zone() != Zone.EXILE || o.zoneChanges() != ref.zoneChanges() || back.contains(o.id())) continue;
                if (w.filter() == null || Affecting.matches(ctx.s, r.source(), w.filter(), o, Layers.of(ctx.s, o.id()))) {
                    back.add(o.id());
                }
            }
        }
        move(ctx, back, w.to(), w.tapped(), w.underYourControl(), r);
    }

    /** {@code back} (cards in exile) all at once to the destination (one event). */
    private static void move(Ctx ctx, List<Integer> back, Destination dest, boolean tapped, boolean yours, Resolution r) {
        if (back.isEmpty()) return;
        for (int id : back) ctx.log("%s returns from exile", ctx.s.object(id).name());
        if (dest == Destination.BATTLEFIELD) { // 110.2: under its owner's control unless the effect says otherwise
            ZoneMoves.moveAllToBattlefield(ctx, back, id -> yours ? r.controller() : ctx.s.object(id).owner(),
                    EnteringWith.tapped(tapped));
            return;
        }
        Zone to = dest == Destination.HAND ? Zone.HAND : Zone.GRAVEYARD; // 400.3: its owner's
        SimultaneousMoves.together(ctx, () -> {
            for (int id : back) ZoneMoves.move(ctx, id, to);
        });
    }

    /** 608.2d: the controller chooses the cards of their graveyard as the effect resolves; they move together (400.7). */
    private static void returnChosen(Ctx ctx, Effect.ReturnChosenFromGraveyard g, Resolution r) {
        int player = r.controller();
        List<Integer> matching = new ArrayList<>();
        for (int id : ctx.s.player(player).graveyard()) {
            if (Affecting.matches(ctx.s, r.source(), g.filter(), ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
        }
        int n = Math.min(Math.max(0, PlayerAmounts.value(ctx, g.count(), r)), matching.size());
        if (n <= 0) return;
        List<Integer> chosen = n == matching.size() && !g.upTo() ? matching
                : ((dev.arbiter.engine.decision.Choice.ChooseObjects) ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(player,
                        "Choose " + (g.upTo() ? "up to " : "") + n + (n == 1 ? " card" : " cards") + " from your graveyard to return to "
                                + (g.toBattlefield() ? "the battlefield" : "your hand"), matching, g.upTo() ? 0 : n, n))).ids();
        List<Integer> back = List.copyOf(chosen);
        if (back.isEmpty()) return;
        for (int id : back) ctx.log("%s returns %s from their graveyard", ctx.s.player(player).name(), ctx.s.object(id).name());
        if (g.toBattlefield()) {
            ZoneMoves.moveAllToBattlefield(ctx, back, id -> ctx.s.object(id).owner(), EnteringWith.tapped(g.tapped())); // 110.2
        } else {
            SimultaneousMoves.together(ctx, () -> {
                for (int id : back) ZoneMoves.move(ctx, id, Zone.HAND);
            });
        }
    }
}
