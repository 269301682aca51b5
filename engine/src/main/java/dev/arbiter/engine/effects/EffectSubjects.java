package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/** The players, recipients and objects a resolving effect names (608.2b, 608.2h, 400.7); moved out of {@link EffectResolver}. */
public final class EffectSubjects {
    private EffectSubjects() {
    }

    /** The players {@code who} names, in APNAP order where there are several (101.4). */
    public static List<Integer> players(Ctx ctx, Who who, Resolution r) {
        List<Integer> out = new ArrayList<>(2);
        int n = ctx.s.playerCount();
        int active = ctx.s.turn().active();
        if (who instanceof Who.You) {
            out.add(r.controller());
        } else if (who instanceof Who.TargetPlayer t) {
            for (Target x : r.targetsOf(t.index())) if (x instanceof Target.Player p) out.add(p.player());
        } else if (who instanceof Who.ThatPlayer) {
            if (r.thatPlayer() >= 0) out.add(r.thatPlayer());
        } else if (who instanceof Who.TargetPlayerOrController t) { // 115.1: the player, or the planeswalker's controller
            for (Target x : r.targetsOf(t.index())) {
                if (x instanceof Target.Player p) out.add(p.player());
                else if (x instanceof Target.Object o && ctx.s.object(o.id()).zone() == Zone.BATTLEFIELD) {
                    out.add(ctx.s.object(o.id()).controller());
                }
            }
        } else if (who instanceof Who.TargetSpellController t) { // 118.12, 701.5a: the controller of the target spell
            for (Target x : r.targetsOf(t.index())) {
                if (x instanceof Target.Object o && ctx.s.object(o.id()).zone() == Zone.STACK) out.add(ctx.s.object(o.id()).controller());
            }
        } else if (who instanceof Who.ThatObjectController) { // 603.2, 608.2h
            int p = TriggerObjectStats.controller(ctx, r);
            if (p >= 0 && ctx.s.player(p).inGame()) out.add(p);
        } else if (who instanceof Who.OpponentsAttackingEnchantedPlayer) { // 303.4, 506.3
            int enchanted = ctx.s.object(r.source()).attachedPlayer();
            for (int k = 0; k < n; k++) {
                int p = (active + k) % n;
                if (!ctx.s.areOpponents(p, r.controller()) || !ctx.s.player(p).inGame()) continue; // 102.3
                boolean attacking = false;
                for (dev.arbiter.engine.state.Attacker a : ctx.s.combat().attackers()) {
                    attacking |= a.defender() instanceof Target.Player d && d.player() == enchanted && enchanted >= 0
                            && ctx.s.object(a.id()).controller() == p;
                }
                if (attacking) out.add(p);
            }
        } else if (who instanceof Who.EachPlayerWhoControls w) { // 101.4, 102.3: judged as the effect begins
            out.addAll(PlayersWhoControl.of(ctx, w, r));
        } else if (who instanceof Who.EachOtherThanThatPlayer) { // 101.4: APNAP order, the trigger's player left out
            for (int k = 0; k < n; k++) {
                int p = (active + k) % n;
                if (p != r.thatPlayer() && ctx.s.player(p).inGame()) out.add(p);
            }
        } else if (who instanceof Who.SourceOwner) {
            int owner = ctx.s.object(r.source()).owner(); // 108.3
            if (ctx.s.player(owner).inGame()) out.add(owner);
        } else {
            boolean opponentsOnly = who instanceof Who.EachOpponent;
            boolean othersOnly = who instanceof Who.EachOtherPlayer;
            for (int k = 0; k < n; k++) {
                int p = (active + k) % n;
                if (opponentsOnly && !ctx.s.areOpponents(p, r.controller())) continue; // 102.3
                if (othersOnly && p == r.controller()) continue;
                if (ctx.s.player(p).inGame()) out.add(p);
            }
        }
        return out;
    }

    static List<Target> recipients(Ctx ctx, Recipient to, Resolution r) {
        List<Target> out = new ArrayList<>(1);
        if (to instanceof Recipient.Target t) {
            out.addAll(r.targetsOf(t.index()).asJava());
        } else if (to instanceof Recipient.Player p) {
            for (int pl : players(ctx, p.who(), r)) out.add(Target.player(pl));
        } else if (to instanceof Recipient.Object o) {
            for (GameObject g : objects(ctx, o.subject(), r)) out.add(g.ref());
        } else if (to instanceof Recipient.Attacked a) { // 506.4, 508.1b: the player or planeswalker it attacks
            for (GameObject g : objects(ctx, a.attacker(), r)) {
                dev.arbiter.engine.state.Attacker at = ctx.s.combat().attacker(g.id());
                if (at != null && g.zone() == Zone.BATTLEFIELD) out.add(at.defender());
            }
        }
        return out;
    }

    /** The objects a subject names that still exist as the same objects (400.7), or that this effect moved to a public zone (400.7j). */
    public static List<GameObject> objects(Ctx ctx, Subject subject, Resolution r) {
        List<GameObject> out = new ArrayList<>(1);
        if (subject instanceof Subject.Self) {
            GameObject o = ctx.s.object(r.source());
            boolean same = r.sourceZoneChanges() < 0 || o.zoneChanges() == r.sourceZoneChanges(); // 400.7: not a new object
            if (o.zone() == Zone.BATTLEFIELD && same) out.add(o);
            else if (r.sourceZoneChanges() >= 0 && FoundAfterMove.found(ctx, new Target.Object(o.id(), r.sourceZoneChanges()), o)) {
                out.add(o); // 400.7j: "Exile ~, then return it to the battlefield" finds the card it exiled
            }
        } else if (subject instanceof Subject.SelfInNewZone) {
            GameObject o = SelfInNewZone.find(ctx, r);
            if (o != null) out.add(o);
        } else if (subject instanceof Subject.ThatObject) {
            if (r.thatObject() >= 0) out.add(ctx.s.object(r.thatObject()));
        } else if (subject instanceof Subject.Host) {
            int host = LastKnownHost.of(ctx, r); // 608.2h: as the source last existed once it left
            if (host >= 0) out.add(ctx.s.object(host));
        } else if (subject instanceof Subject.Each each) {
            // 608.2h: the set of affected objects is determined once, as the effect begins.
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (dev.arbiter.engine.layers.Affecting.matches(ctx.s, r.source(), each.filter(), o, Layers.of(ctx.s, id))) {
                    out.add(o);
                }
            }
        } else if (subject instanceof Subject.EachControlledBy each) {
            // 608.2h: the player and the set of objects are determined once, as the effect begins
            List<Integer> controllers = players(ctx, each.controller(), r);
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (controllers.contains(o.controller())
                        && dev.arbiter.engine.layers.Affecting.matches(ctx.s, r.source(), each.filter(), o, Layers.of(ctx.s, id))) {
                    out.add(o);
                }
            }
        } else if (subject instanceof Subject.EachWithManaValue e) { // 608.2h, 202.3: the amount counted as the effect begins
            int n = PlayerAmounts.value(ctx, e.amount(), r);
            for (GameObject o : objects(ctx, e.each(), r)) {
                var cost = Layers.of(ctx.s, o.id()).manaCost();
                int mv = cost == null ? 0 : cost.manaValue();
                if (e.comparison() < 0 ? mv <= n : e.comparison() > 0 ? mv >= n : mv == n) out.add(o);
            }
        } else if (subject instanceof Subject.AndSameName a) { // 201.2, 608.2h
            SameNamed.add(ctx, a, r, objects(ctx, new Subject.TargetObject(a.index()), r), out);
        } else if (subject instanceof Subject.EachOtherThanTarget e) { // 608.2c: all but the object named before
            List<GameObject> all = objects(ctx, e.each(), r);
            for (Target x : r.targetsOf(e.index())) {
                if (x instanceof Target.Object ref) all.removeIf(o -> o.id() == ref.id() && o.zoneChanges() == ref.zoneChanges());
            }
            out.addAll(all);
        } else if (subject instanceof Subject.TargetObject t) {
            for (Target x : r.targetsOf(t.index())) {
                if (x instanceof Target.Object ref) {
                    GameObject o = ctx.s.object(ref.id());
                    if (o.zoneChanges() == ref.zoneChanges() || FoundAfterMove.found(ctx, ref, o)) out.add(o);
                }
            }
        }
        return out;
    }

    static List<GameObject> onBattlefield(List<GameObject> objects) {
        objects.removeIf(o -> o.zone() != Zone.BATTLEFIELD);
        return objects;
    }
}
