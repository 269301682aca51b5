package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.protection.Protections;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Prevention effects (615) and damage-modifying replacement effects (614.1a) applied to damage about
 * to be dealt: static abilities ("Prevent all damage that would be dealt to ~", 615.1a; "it deals
 * double that damage ... instead", 614.1a) and shields from resolved spells and abilities ("Prevent
 * the next 3 damage ...", 615.7). When several apply, the affected player or the affected permanent's
 * controller chooses the order (616.1), each one applying at most once to the event (616.1f).
 */
public final class Prevention {
    private Prevention() {
    }

    /** One prevention effect that applies to the damage event: a static ability or a shield. */
    private record Applicable(ActiveStatic staticAbility, ContinuousEffect shield, String label) {
        /** 122.1c: a shield counter on the damaged permanent (neither a static ability nor a shield). */
        boolean shieldCounter() {
            return staticAbility == null && shield == null;
        }

        int amount() {
            if (shieldCounter()) return -1;
            if (staticAbility != null && prevention(staticAbility.effect()) instanceof StaticEffect.PreventDamage p) return p.amount();
            if (staticAbility != null && staticAbility.effect() instanceof StaticEffect.RedirectDamage) return -1;
            if (staticAbility != null) return 0;
            return ((Modification.PreventionShield) shield.modification()).remaining();
        }

        /** Whether this is a redirection effect (614.9). */
        boolean redirection() {
            if (staticAbility != null) return staticAbility.effect() instanceof StaticEffect.RedirectDamage;
            return shield != null && ((Modification.PreventionShield) shield.modification()).redirectTo() != null;
        }

        /** Where a redirection (614.9) sends the damage, or null when there is nothing to send it to. */
        Target redirectTo(Ctx ctx) {
            if (shield != null) return ((Modification.PreventionShield) shield.modification()).redirectTo();
            if (staticAbility != null && staticAbility.effect() instanceof StaticEffect.RedirectDamage r) {
                return Redirection.staticTarget(ctx.s, staticAbility.source(), r);
            }
            return null;
        }

        /** A replacement that modifies the amount (614.1a), or null for a prevention effect. */
        StaticEffect.ModifyDamage modification() {
            return staticAbility != null && staticAbility.effect() instanceof StaticEffect.ModifyDamage m ? m : null;
        }

        /** Prevents all of any amount and is never used up: applying it first loses nothing (616.1). */
        boolean preventsAllForever() {
            if (staticAbility != null && staticAbility.effect() instanceof StaticEffect.RedirectDamage) return false;
            // 615.5: which applies first decides whether the additional effect happens: the player chooses (616.1)
            if (staticAbility != null && staticAbility.effect() instanceof StaticEffect.PreventDamageThen) return false;
            if (shield != null && ((Modification.PreventionShield) shield.modification()).redirectTo() != null) return false;
            return modification() == null && amount() < 0 && !shieldCounter()
                    && (staticAbility != null || !((Modification.PreventionShield) shield.modification()).once());
        }
    }

    /** Marks the shield counter (122.1c) as applied to this damage event (616.1f). */
    private static final String SHIELD_COUNTER = "shield counter";

    /** The damage event after replacement and prevention: what is dealt, and to whom. */
    public record Outcome(Target recipient, int amount) {
    }

    /**
     * The damage left after prevention (615.1a) and other replacements (614.1a, 614.9), and its
     * recipient; shields are reduced or used up in the state (615.7).
     */
    public static Outcome apply(Ctx ctx, int source, Target recipient, int amount, boolean combat) {
        if (amount <= 0 || !anyPrevention(ctx, recipient)) return new Outcome(recipient, amount);
        Set<Object> used = new HashSet<>();
        boolean unpreventable = UnpreventableDamage.now(ctx); // 615.12
        while (amount > 0) {
            if (!unpreventable && recipient instanceof Target.Object ref && ctx.s.object(ref.id()).zone() == Zone.BATTLEFIELD
                    && Protections.protectedFrom(Layers.of(ctx.s, ref.id()), Layers.of(ctx.s, source))) {
                break; // 702.16e: protection prevents all of it; no shield need be used up (616.1)
            }
            List<Applicable> candidates = applicable(ctx, source, recipient, combat, used);
            // 615.12: prevention prevents nothing; replacements, redirections and the other parts of prevention effects
            // (a shield counter is still removed, counters are still removed) still apply
            if (unpreventable) candidates.removeIf(x -> x.modification() == null && !x.redirection() && !x.shieldCounter()
                    && !(x.staticAbility() != null && (x.staticAbility().effect() instanceof StaticEffect.PreventByRemovingCounters
                    || x.staticAbility().effect() instanceof StaticEffect.PreventDamageToSelfChangingCounters)));
            if (candidates.isEmpty()) break;
            Applicable chosen = choose(ctx, recipient, candidates);
            if (chosen.redirection()) {
                Target to = chosen.redirectTo(ctx);
                used.add(chosen.staticAbility() != null ? chosen.staticAbility() : chosen.shield().timestamp());
                if (to == null || !Redirection.legal(ctx.s, to)) continue; // 614.9: the effect does nothing
                int moved = chosen.shield() == null || chosen.amount() < 0 ? amount : Math.min(chosen.amount(), amount);
                if (chosen.shield() != null) useShield(ctx, chosen.shield(), moved);
                ctx.log("%d damage from %s is dealt to %s instead (%s)", moved, ctx.s.object(source).name(),
                        Redirection.name(ctx.s, to), chosen.label());
                if (moved == amount) {
                    recipient = to; // 616.1e: the modified event is checked again
                    continue;
                }
                Damage.deal(ctx, source, to, moved, combat); // the redirected part is dealt to the new recipient
                amount -= moved;
                continue;
            }
            if (chosen.staticAbility() != null && chosen.staticAbility().effect() instanceof StaticEffect.PreventByRemovingCounters pc) {
                used.add(chosen.staticAbility());
                int removed = CounterShields.prevent(ctx, ((Target.Object) recipient).id(), pc.kind(), amount, source); // 615.1a, 122.8
                if (!unpreventable) amount -= removed;
                continue;
            }
            if (chosen.staticAbility() != null
                    && chosen.staticAbility().effect() instanceof StaticEffect.PreventDamageToSelfChangingCounters pc) {
                used.add(chosen.staticAbility());
                CounterShields.preventAndChange(ctx, ((Target.Object) recipient).id(), pc, amount, source); // 615.1a, 615.5
                if (!unpreventable) return new Outcome(recipient, 0); // 615.12: the counters change all the same
                continue;
            }
            if (chosen.shieldCounter()) {
                Counters.useShield(ctx, ((Target.Object) recipient).id(), amount + " damage"); // 122.1c
                if (unpreventable) { // 615.12: the counter is removed and the damage is still dealt
                    used.add(SHIELD_COUNTER);
                    continue;
                }
                return new Outcome(recipient, 0);
            }
            used.add(chosen.staticAbility() != null ? chosen.staticAbility() : chosen.shield().timestamp());
            if (chosen.modification() != null) {
                StaticEffect.ModifyDamage m = chosen.modification();
                int was = amount;
                amount = Math.max(0, amount * m.factor() + m.plus()); // 614.1a
                ctx.log("%s: %d damage from %s becomes %d", chosen.label(), was, ctx.s.object(source).name(), amount);
                continue;
            }
            int prevented = chosen.amount() < 0 ? amount : Math.min(chosen.amount(), amount);
            if (chosen.shield() != null) useShield(ctx, chosen.shield(), prevented);
            amount -= prevented;
            ctx.log("%d damage from %s is prevented (%s)", prevented, ctx.s.object(source).name(), chosen.label());
            if (chosen.shield() != null) PreventionFollowUps.prevented(ctx, chosen.shield(), prevented); // 615.5
            if (chosen.staticAbility() != null && chosen.staticAbility().effect() instanceof StaticEffect.PreventDamageThen pt
                    && prevented > 0) { // 615.5: the additional effect right after, X the damage prevented
                ActiveStatic a = chosen.staticAbility();
                Resolution r = new Resolution(a.source(), ctx.s.object(a.source()).controller(), io.vavr.collection.Vector.empty(),
                        prevented, recipient instanceof Target.Player pl ? pl.player() : -1,
                        recipient instanceof Target.Object ob ? ob.id() : -1, null);
                EffectResolver.resolve(ctx, pt.then(), r);
            }
        }
        return new Outcome(recipient, amount);
    }

    /** The prevention part of a static prevention ability (615.5: with or without an additional effect), else the effect. */
    private static StaticEffect prevention(StaticEffect e) {
        if (e instanceof StaticEffect.PreventDamageWhile w) return w.prevent(); // 611.3b: its condition is checked by the caller
        return e instanceof StaticEffect.PreventDamageThen pt ? pt.prevent() : e;
    }

    /** Whether any prevention or damage replacement (614.1a, 614.9, 615) could apply to damage dealt to {@code recipient}. */
    public static boolean mayApply(Ctx ctx, Target recipient) {
        return anyPrevention(ctx, recipient);
    }

    private static boolean anyPrevention(Ctx ctx, Target recipient) {
        if (recipient instanceof Target.Object ref && Counters.hasShield(ctx.s.object(ref.id()))) return true;
        for (ContinuousEffect e : ctx.s.effects()) if (e.modification() instanceof Modification.PreventionShield) return true;
        dev.arbiter.engine.state.GameState s = ctx.s; // asked for every damage event: no walk when none of the kinds is among the statics
        if (!Layers.mayHaveStatic(s, StaticEffect.PreventDamage.class) && !Layers.mayHaveStatic(s, StaticEffect.ModifyDamage.class)
                && !Layers.mayHaveStatic(s, StaticEffect.PreventDamageThen.class)
                && !Layers.mayHaveStatic(s, StaticEffect.PreventDamageWhile.class)
                && !Layers.mayHaveStatic(s, StaticEffect.PreventByRemovingCounters.class)
                && !Layers.mayHaveStatic(s, StaticEffect.PreventDamageToSelfChangingCounters.class)
                && !Layers.mayHaveStatic(s, StaticEffect.RedirectDamage.class)) return false;
        for (ActiveStatic a : Layers.staticAbilities(ctx.s)) {
            if (a.effect() instanceof StaticEffect.PreventDamage || a.effect() instanceof StaticEffect.ModifyDamage
                    || a.effect() instanceof StaticEffect.PreventDamageThen
                    || a.effect() instanceof StaticEffect.PreventDamageWhile
                    || a.effect() instanceof StaticEffect.PreventByRemovingCounters
                    || a.effect() instanceof StaticEffect.PreventDamageToSelfChangingCounters
                    || a.effect() instanceof StaticEffect.RedirectDamage) {
                return true;
            }
        }
        return false;
    }

    /** 616.1: the affected player, or the controller of the affected permanent, chooses which applies first. */
    private static Applicable choose(Ctx ctx, Target recipient, List<Applicable> candidates) {
        if (candidates.size() == 1) return candidates.get(0);
        for (Applicable a : candidates) if (a.preventsAllForever()) return a;
        int chooser = recipient instanceof Target.Player p ? p.player()
                : ctx.s.object(((Target.Object) recipient).id()).controller();
        List<String> labels = new ArrayList<>();
        for (Applicable a : candidates) labels.add(a.label());
        Choice c = ctx.ask(new Decision.Option(chooser, "Choose the prevention effect to apply first (616.1)", labels));
        return candidates.get(((Choice.ChooseOption) c).index());
    }

    private static List<Applicable> applicable(Ctx ctx, int source, Target recipient, boolean combat, Set<Object> used) {
        List<Applicable> out = new ArrayList<>(2);
        for (ActiveStatic a : Layers.staticAbilities(ctx.s)) {
            if (prevention(a.effect()) instanceof StaticEffect.PreventDamage p && !used.contains(a) && (combat || !p.combatOnly())
                    && !(combat && p.noncombatOnly()) // 120.2b: "noncombat damage"
                    && (!(a.effect() instanceof StaticEffect.PreventDamageWhile w)
                            || Affecting.holds(ctx.s, a.source(), w.condition())) // 611.3b: "as long as ~ is untapped"
                    && (p.toAndBy() ? staticTo(ctx, a.source(), p, recipient)
                            || Affecting.affects(ctx.s, a.source(), p.to(), source, Layers.of(ctx.s, source))
                    : staticTo(ctx, a.source(), p, recipient) && staticBy(ctx, a.source(), p, source))) {
                out.add(new Applicable(a, null, ctx.s.object(a.source()).name()));
            }
            if (a.effect() instanceof StaticEffect.RedirectDamage r && !used.contains(a) && (combat || !r.combatOnly())
                    && recipient instanceof Target.Player p && p.player() == ctx.s.object(a.source()).controller()
                    && Affecting.holds(ctx.s, a.source(), r.condition()) // 611.3b: "as long as ~ is untapped"
                    && (r.by() == null || Affecting.affects(ctx.s, a.source(), r.by(), source, Layers.of(ctx.s, source)))) {
                out.add(new Applicable(a, null, ctx.s.object(a.source()).name() + ": redirected"));
            }
            if (a.effect() instanceof StaticEffect.PreventByRemovingCounters pc && !used.contains(a)
                    && recipient instanceof Target.Object ref && ref.id() == a.source()
                    && ctx.s.object(a.source()).counters().get(pc.kind()) > 0) {
                out.add(new Applicable(a, null, ctx.s.object(a.source()).name() + ": " + pc.kind() + " counters"));
            }
            if (a.effect() instanceof StaticEffect.PreventDamageToSelfChangingCounters pc && !used.contains(a)
                    && recipient instanceof Target.Object ref && ref.id() == a.source() && !(combat && pc.noncombatOnly())
                    && (!pc.whileHasCounter() || ctx.s.object(a.source()).counters().get(pc.kind()) > 0)) {
                out.add(new Applicable(a, null, ctx.s.object(a.source()).name() + ": prevented, " + pc.kind() + " counters"));
            }
            if (a.effect() instanceof StaticEffect.ModifyDamage m && !used.contains(a) && (combat || !m.combatOnly())
                    && modifies(ctx, a.source(), m, source, recipient)) {
                out.add(new Applicable(a, null, ctx.s.object(a.source()).name() + ": damage modified"));
            }
        }
        if (recipient instanceof Target.Object ref && ctx.s.object(ref.id()).zone() == Zone.BATTLEFIELD
                && !used.contains(SHIELD_COUNTER) && Counters.hasShield(ctx.s.object(ref.id()))) {
            out.add(new Applicable(null, null, "a shield counter on " + ctx.s.object(ref.id()).name()));
        }
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof Modification.PreventionShield p && !used.contains(e.timestamp())
                    && (combat || !p.combatOnly()) && shieldTo(ctx, e, p, recipient) && shieldBy(ctx, e, p, source)) {
                String left = p.remaining() < 0 ? "all" : "the next " + p.remaining();
                out.add(new Applicable(null, e, ctx.s.object(e.source()).name() + ": " + left + " damage"
                        + (p.redirectTo() == null ? "" : " redirected")));
            }
        }
        return out;
    }

    private static boolean modifies(Ctx ctx, int from, StaticEffect.ModifyDamage m, int source, Target recipient) {
        if (!Affecting.holds(ctx.s, from, m.condition())) return false; // 611.3b
        if (m.by() != null && !Affecting.affects(ctx.s, from, m.by(), source, Layers.of(ctx.s, source))) return false;
        if (m.bySources() != null && !sourceMatches(ctx, from, m.bySources(), source)) return false;
        if (m.toSelf()) return recipient instanceof Target.Object o && o.id() == from; // "damage to ~"
        if (!(recipient instanceof Target.Player p)) return !m.toPlayers() && !m.toOpponents() && !m.toYou();
        if (m.toYou()) return p.player() == ctx.s.object(from).controller(); // "damage to you"
        return !m.toOpponents() || ctx.s.areOpponents(p.player(), ctx.s.object(from).controller());
    }

    private static boolean staticTo(Ctx ctx, int from, StaticEffect.PreventDamage p, Target recipient) {
        if (p.to() == null && !p.toController()) return true;
        if (recipient instanceof Target.Player pl) return p.toController() && ctx.s.object(from).controller() == pl.player();
        if (p.to() == null) return false;
        GameObject o = ctx.s.object(((Target.Object) recipient).id());
        return o.zone() == Zone.BATTLEFIELD && Affecting.affects(ctx.s, from, p.to(), o.id(), Layers.of(ctx.s, o.id()));
    }

    private static boolean staticBy(Ctx ctx, int from, StaticEffect.PreventDamage p, int source) {
        if (p.by() != null && !Affecting.affects(ctx.s, from, p.by(), source, Layers.of(ctx.s, source))) return false;
        return p.bySources() == null || sourceMatches(ctx, from, p.bySources(), source);
    }

    private static boolean shieldTo(Ctx ctx, ContinuousEffect e, Modification.PreventionShield p, Target recipient) {
        if (p.to().isEmpty() && p.toPermanents() == null) return true;
        if (p.to().contains(recipient)) return true;
        if (p.toPermanents() == null || !(recipient instanceof Target.Object ref)) return false;
        GameObject o = ctx.s.object(ref.id());
        return o.zone() == Zone.BATTLEFIELD && Affecting.matches(ctx.s, e.source(), p.toPermanents(), o, Layers.of(ctx.s, o.id()));
    }

    private static boolean shieldBy(Ctx ctx, ContinuousEffect e, Modification.PreventionShield p, int source) {
        if (p.byObject() >= 0 && p.byObject() != source) return false;
        return p.bySources() == null || sourceMatches(ctx, e.source(), p.bySources(), source);
    }

    /** Whether a damage source (a permanent, a spell, or a card that was one, 609.7a) matches a filter from {@code from}'s view. */
    static boolean sourceMatches(Ctx ctx, int from, ObjectFilter f, int source) {
        GameObject o = ctx.s.object(source);
        return Affecting.matches(ctx.s, from, f, o, Layers.of(ctx.s, source));
    }

    /** 615.7: a shield prevents up to its amount, then is reduced; "the next time" shields are used up at once. */
    private static void useShield(Ctx ctx, ContinuousEffect e, int prevented) {
        Modification.PreventionShield p = (Modification.PreventionShield) e.modification();
        int left = p.remaining() < 0 ? -1 : p.remaining() - prevented;
        boolean gone = p.once() || left == 0;
        int at = ctx.s.effects().indexOf(e);
        ctx.s = ctx.s.withEffects(gone ? ctx.s.effects().removeAt(at) : ctx.s.effects().update(at,
                new ContinuousEffect(e.timestamp(), e.source(), e.controller(), new Modification.PreventionShield(left,
                        p.combatOnly(), p.to(), p.toPermanents(), p.byObject(), p.bySources(), p.once(), p.redirectTo()),
                        e.affected(), e.duration())));
    }
}
