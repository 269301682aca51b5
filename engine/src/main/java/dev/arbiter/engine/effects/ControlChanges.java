package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ControlLasting;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.ControlLayer;
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

import java.util.List;
import java.util.Map;

/**
 * Control-changing effects (613.1b) and their consequences: resolving "gain control of ..." and
 * "exchange control of ..." (701.12), and {@link #refresh} bringing each permanent's stored
 * controller up to what layer 2 says ({@link ControlLayer}) — ending "for as long as" effects whose
 * condition stopped holding (611.2b), returning control when effects end (110.2), and for a
 * permanent whose controller changes: summoning sickness anew (302.6) and removal from combat (506.4).
 * With no control effect anywhere it leaves the state untouched.
 */
public final class ControlChanges {
    private static final int MAX_ROUNDS = 8;

    private ControlChanges() {
    }

    /** "gain control of ..." / "target opponent gains control of it" (611.2a-b: a condition false at the start does nothing). */
    static void gain(Ctx ctx, Effect.GainControl g, Resolution r) {
        List<Integer> to = EffectSubjects.players(ctx, g.to(), r);
        if (to.size() != 1) return; // 608.2b: the player targeted is gone
        Duration d = g.untilEndOfTurn() ? Duration.UNTIL_END_OF_TURN : Duration.INDEFINITE;
        int srcChanges = sourceZoneChanges(ctx.s, r);
        for (GameObject o : EffectSubjects.objects(ctx, g.subject(), r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            var m = new Modification.ControlChange(to.get(0), List.copyOf(g.lasting()), srcChanges);
            ContinuousEffect e = new ContinuousEffect(ctx.s.nextTimestamp(), r.source(), r.controller(), m,
                    Vector.of(o.ref()), d);
            if (!ControlLayer.lasts(ctx.s, e, m, o.id())) continue;
            ctx.s = ContinuousEffect.add(ctx.s, e);
        }
        refresh(ctx);
    }

    /** 701.12b: two permanents with different controllers exchange them; otherwise nothing happens. */
    static void exchange(Ctx ctx, Effect.ExchangeControl x, Resolution r) {
        List<GameObject> both = new java.util.ArrayList<>(EffectSubjects.objects(ctx, x.first(), r));
        if (x.second() != null) both.addAll(EffectSubjects.objects(ctx, x.second(), r));
        if (both.size() != 2) {
            ctx.log("the exchange of control does not happen (701.12b)");
            return;
        }
        GameObject first = both.get(0), second = both.get(1);
        if (first.zone() != Zone.BATTLEFIELD || second.zone() != Zone.BATTLEFIELD
                || first.controller() == second.controller()) {
            ctx.log("the exchange of control does not happen (701.12b)");
            return;
        }
        long ts = ctx.s.nextTimestamp();
        var toFirst = new ContinuousEffect(ts, r.source(), r.controller(),
                new Modification.ControlChange(second.controller(), List.of(), -1), Vector.of(first.ref()), Duration.INDEFINITE);
        var toSecond = new ContinuousEffect(ts, r.source(), r.controller(),
                new Modification.ControlChange(first.controller(), List.of(), -1), Vector.of(second.ref()), Duration.INDEFINITE);
        ctx.s = ctx.s.withNextTimestamp(ts + 1).withEffects(ctx.s.effects().append(toFirst).append(toSecond));
        refresh(ctx);
    }

    /** 701.3c: the controller chooses another permanent the object can legally be attached to (701.3b: none, nothing happens). */
    static void attachToAnother(Ctx ctx, Effect.AttachToAnother a, Resolution r) {
        List<GameObject> objects = EffectSubjects.objects(ctx, a.attachment(), r);
        if (objects.size() != 1 || objects.get(0).zone() != Zone.BATTLEFIELD) return;
        GameObject aura = objects.get(0);
        List<Integer> hosts = new java.util.ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            if (id != aura.id() && id != aura.attachedTo() && Attachments.whyIllegal(ctx.s, aura.id(), id) == null) hosts.add(id);
        }
        if (hosts.isEmpty()) {
            ctx.log("%s can't be attached to another permanent (701.3b)", aura.name());
            return;
        }
        var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(r.controller(), "Attach " + aura.name()
                + " to another permanent it can enchant (701.3c)", hosts, 1, 1));
        Attachments.attach(ctx, aura.id(), ((dev.arbiter.engine.decision.Choice.ChooseObjects) c).ids().get(0));
    }

    /** 701.3a-b: the player chooses a permanent of the filter the object can legally be attached to; with none, nothing happens. */
    static void attachToChosen(Ctx ctx, Effect.AttachToChosen a, Resolution r) {
        List<GameObject> objects = EffectSubjects.objects(ctx, a.attachment(), r);
        if (objects.size() != 1 || objects.get(0).zone() != Zone.BATTLEFIELD) return;
        GameObject aura = objects.get(0);
        for (int p : EffectSubjects.players(ctx, a.chooser(), r)) {
            List<Integer> hosts = new java.util.ArrayList<>();
            for (int id : ctx.s.battlefield()) {
                GameObject h = ctx.s.object(id);
                if (id != aura.id() && Affecting.matches(ctx.s, r.source(), a.filter(), h, Layers.of(ctx.s, id))
                        && Attachments.whyIllegal(ctx.s, aura.id(), id) == null) hosts.add(id);
            }
            if (hosts.isEmpty()) {
                ctx.log("%s can't be attached to any of them (701.3b)", aura.name());
                return;
            }
            var c = ctx.ask(new dev.arbiter.engine.decision.Decision.Objects(p, "Attach " + aura.name() + " to (701.3a)",
                    hosts, 1, 1));
            Attachments.attach(ctx, aura.id(), ((dev.arbiter.engine.decision.Choice.ChooseObjects) c).ids().get(0));
            return;
        }
    }

    private static int sourceZoneChanges(GameState s, Resolution r) {
        if (r.sourceZoneChanges() >= 0) return r.sourceZoneChanges();
        return r.source() >= 0 && r.source() < s.objectCount() ? s.object(r.source()).zoneChanges() : -1;
    }

    /** Brings every permanent's controller up to layer 2 (613.1b), with the consequences of a change. */
    public static void refresh(Ctx ctx) {
        if (!ControlLayer.present(ctx.s)) return;
        for (int round = 0; round < MAX_ROUNDS; round++) {
            if (!once(ctx)) return;
        }
    }

    /** One round: end what no longer lasts, then apply layer 2; whether anything changed. */
    private static boolean once(Ctx ctx) {
        GameState s = ctx.s;
        Vector<ContinuousEffect> kept = s.effects().filter(e -> stillApplies(s, e));
        boolean changed = kept.size() != s.effects().size();
        GameState t = changed ? s.withEffects(kept) : s;
        Map<Integer, Integer> bases = ControlLayer.bases(t);
        Map<Integer, Integer> wanted = ControlLayer.controllers(t, bases);
        Vector<ContinuousEffect> effects = t.effects();
        for (int id : t.battlefield()) {
            GameObject o = t.object(id);
            Integer base = bases.get(id);
            int want = wanted.getOrDefault(id, base != null ? base : o.controller());
            if (want == o.controller()) continue;
            if (base == null) { // 110.2: remember who it entered under, for when the effects end
                effects = effects.append(new ContinuousEffect(t.nextTimestamp(), id, o.controller(),
                        new Modification.BaseController(o.controller()), Vector.of(o.ref()), Duration.INDEFINITE));
            }
            ctx.log("%s gains control of %s (613.1b)", t.player(want).name(), o.name());
            // 302.6: not controlled continuously since the turn began; 506.4: removed from combat
            t = t.withObject(o.withController(want).withSick(true));
            if (t.combat().inCombat(id)) t = t.withCombat(t.combat().without(id));
            changed = true;
        }
        if (changed) ctx.s = t.withEffects(effects);
        return changed;
    }

    /**
     * Whether a control record still matters: a control effect whose object is still there and whose
     * "for as long as" conditions hold (611.2b); a base record while some control effect could apply.
     */
    private static boolean stillApplies(GameState s, ContinuousEffect e) {
        if (e.modification() instanceof Modification.ControlChange c) {
            for (Target.Object ref : e.affected()) {
                if (ControlLayer.current(s, ref) && ControlLayer.lasts(s, e, c, ref.id())) return true;
            }
            return false;
        }
        if (e.modification() instanceof Modification.BaseController b) {
            for (Target.Object ref : e.affected()) {
                if (ControlLayer.current(s, ref) && s.object(ref.id()).controller() != b.player()) return true;
            }
            return false;
        }
        return true;
    }

    /** The words of a "for as long as" list, for the log and for tests. */
    public static String describe(List<ControlLasting> lasting) {
        StringBuilder b = new StringBuilder();
        for (ControlLasting l : lasting) b.append(b.length() == 0 ? "" : " and ").append(l.text());
        return b.toString();
    }
}
