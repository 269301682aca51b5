package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Recipient;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Resolving "Prevent the next N damage ..." and "The next time a source of your choice would deal
 * damage ...": the shield is created as the effect resolves (615.7), with its recipients and
 * sources fixed then (609.7b: a source of your choice is chosen as the effect is created);
 * "creatures you control" is read each time damage would be dealt.
 */
final class PreventionShields {
    private PreventionShields() {
    }

    static void create(Ctx ctx, Effect.PreventDamage p, Resolution r) {
        create(ctx, p, r, p.sourceOfChoice() && !p.everyTime());
    }

    /** 615.7, 614.9: "The next time ~ would deal damage ...": a shield used up the first time it applies. */
    static void createOnce(Ctx ctx, Effect.PreventDamage p, Resolution r) {
        create(ctx, p, r, true);
    }

    private static void create(Ctx ctx, Effect.PreventDamage p, Resolution r, boolean once) {
        Vector<Target> to = Vector.empty();
        ObjectFilter toPermanents = null;
        for (Recipient rc : p.to()) {
            if (rc instanceof Recipient.Object o && o.subject() instanceof Subject.Each each) {
                toPermanents = each.filter();
            } else {
                List<Target> named = recipients(ctx, rc, r);
                if (named.isEmpty()) continue;
                to = to.appendAll(named);
            }
        }
        if (!p.to().isEmpty() && to.isEmpty() && toPermanents == null) return; // every recipient is gone (608.2b)
        int byObject = -1;
        List<GameObject> bySeveral = List.of();
        if (p.by() != null) {
            List<GameObject> by = EffectSubjects.objects(ctx, p.by(), r);
            if (by.isEmpty()) return;
            byObject = by.get(0).id();
            // 615.1a: "Prevent all damage one or two target creatures would deal this turn": a shield for each of them
            if (by.size() > 1 && p.amount() == null && !p.sourceOfChoice()) bySeveral = by.subList(1, by.size());
        }
        if (p.sourceOfChoice()) {
            byObject = chooseSource(ctx, p.bySources(), r);
            if (byObject < 0) return;
        }
        int amount = p.amount() == null ? -1 : PlayerAmounts.value(ctx, p.amount(), r); // 608.2h: as it resolves
        if (amount == 0) return;
        Target redirectTo = null;
        if (p.redirectTo() != null) {
            List<Target> named = recipients(ctx, p.redirectTo(), r);
            if (named.size() != 1) return; // 614.9: nothing to redirect to
            redirectTo = named.get(0);
        }
        var shield = new Modification.PreventionShield(amount, p.combatOnly(), to, toPermanents, byObject,
                p.sourceOfChoice() ? null : p.bySources(), once, redirectTo);
        ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), shield, Vector.empty(), Duration.UNTIL_END_OF_TURN);
        for (GameObject other : bySeveral) {
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), new Modification.PreventionShield(amount,
                    p.combatOnly(), to, toPermanents, other.id(), p.bySources(), once, redirectTo), Vector.empty(), Duration.UNTIL_END_OF_TURN);
        }
        ctx.log("%s: %s damage will be %s this turn", ctx.s.object(r.source()).name(),
                amount < 0 ? "all" : "the next " + amount, redirectTo == null ? "prevented" : "redirected");
    }

    /**
     * 615.1a, 601.2d, 608.2b: "Prevent the next N damage ... to any number of targets, divided as you choose": each target
     * still legal gets a shield for the part announced for it; none was announced, none is made.
     */
    static void divided(Ctx ctx, Effect.DividedPrevention d, Resolution r) {
        Modification.DamageDivision division = DividedDamage.division(ctx, r.source());
        if (division == null) return;
        for (Target t : r.targetsOf(d.targetIndex())) {
            int i = division.targets().indexOf(t);
            if (i < 0) continue;
            int n = division.amounts().get(i);
            var shield = new Modification.PreventionShield(n, false, Vector.of(t), null, -1, null, false, null);
            ctx.s = ContinuousEffect.add(ctx.s, r.source(), r.controller(), shield, Vector.empty(), Duration.UNTIL_END_OF_TURN);
            if (ctx.logging()) ctx.log("%s: the next %d damage to %s will be prevented this turn", ctx.s.object(r.source()).name(),
                    n, t instanceof Target.Player p ? ctx.s.player(p.player()).name()
                    : ctx.s.object(((Target.Object) t).id()).name());
        }
    }

    private static List<Target> recipients(Ctx ctx, Recipient rc, Resolution r) {
        List<Target> out = new ArrayList<>(1);
        if (rc instanceof Recipient.Target t) {
            out.addAll(r.targetsOf(t.index()).asJava());
        } else if (rc instanceof Recipient.Player pl) {
            for (int p : EffectSubjects.players(ctx, pl.who(), r)) out.add(Target.player(p));
        } else if (rc instanceof Recipient.Object o) {
            for (GameObject g : EffectSubjects.objects(ctx, o.subject(), r)) {
                if (g.zone() == Zone.BATTLEFIELD) out.add(g.ref());
            }
        }
        return out;
    }

    /**
     * 609.7a: a source of damage may be a permanent, a spell on the stack, or an object an object on
     * the stack refers to; the controller chooses one matching the filter, or none exists.
     */
    private static int chooseSource(Ctx ctx, ObjectFilter filter, Resolution r) {
        Set<Integer> ids = new LinkedHashSet<>();
        for (int id : ctx.s.battlefield()) ids.add(id);
        for (StackItem item : ctx.s.stack()) {
            if (item instanceof StackItem.Spell sp) ids.add(sp.objectId());
            else if (item instanceof StackItem.AbilityOnStack ab && ab.source() >= 0) ids.add(ab.source());
        }
        List<Integer> candidates = new ArrayList<>();
        for (int id : ids) {
            if (filter == null || Prevention.sourceMatches(ctx, r.source(), filter, id)) candidates.add(id);
        }
        if (candidates.isEmpty()) return -1;
        Choice c = ctx.ask(new Decision.Objects(r.controller(), "Choose a source of damage", candidates, 1, 1));
        int chosen = ((Choice.ChooseObjects) c).ids().get(0);
        ctx.log("%s chooses %s", ctx.s.player(r.controller()).name(), ctx.s.object(chosen).name());
        return chosen;
    }
}
