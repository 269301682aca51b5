package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.SpellAbility;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.targets.Targeting;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * "Change the target of target spell with a single target" (115.7a): the resolving spell's controller changes that
 * spell's one target to another legal target for it (judged for the spell and its controller); with none, it stays.
 */
final class TargetChanges {
    private TargetChanges() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.ChooseNewTargets cn) { // 115.7d
            for (Target t : r.targetsOf(cn.targetIndex())) {
                if (t instanceof Target.Object o && ctx.s.object(o.id()).zone() == Zone.STACK) chooseNew(ctx, ctx.s.object(o.id()), r.controller());
            }
            return true;
        }
        if (!(effect instanceof Effect.ChangeTheTarget ct)) return false;
        for (GameObject o : EffectSubjects.objects(ctx, ct.spell(), r)) {
            if (o.zone() == Zone.STACK) change(ctx, o, r.controller());
        }
        if (ct.spell() instanceof dev.arbiter.engine.ability.Subject.TargetObject to) { // 115.7a: an ability on the stack
            for (Target t : r.targetsOf(to.index())) if (t instanceof Target.Ability a) changeAbility(ctx, a, r.controller());
        }
        return true;
    }

    /** The target requirements of the spell's chosen mode (700.2); a bestowed Aura spell's are not changed here. */
    private static List<TargetSpec> specs(Ctx ctx, GameObject spell, StackItem.Spell sp) {
        if (sp.bestowed()) return List.of();
        for (Ability a : Layers.of(ctx.s, spell.id()).abilities()) {
            if (a instanceof SpellAbility ability) return ability.mode(sp.mode()).targets();
        }
        return List.of();
    }

    private static String name(Ctx ctx, Target t) {
        if (t instanceof Target.Ability a) return a.name(ctx.s); // 115.1: an ability on the stack
        return t instanceof Target.Player p ? ctx.s.player(p.player()).name() : ctx.s.object(((Target.Object) t).id()).name();
    }

    /** 115.7d: {@code chooser} may keep the spell's targets or choose each requirement's targets again among the legal ones. */
    private static void chooseNew(Ctx ctx, GameObject spell, int chooser) {
        Vector<StackItem> stack = ctx.s.stack();
        for (int i = 0; i < stack.size(); i++) {
            if (!(stack.get(i) instanceof StackItem.Spell sp) || sp.objectId() != spell.id()) continue;
            List<TargetSpec> specs = specs(ctx, spell, sp);
            if (specs.isEmpty() || sp.targets().isEmpty()) return;
            Choice keep = ctx.ask(new Decision.Option(chooser, "Choose new targets for " + spell.name() + "? (115.7d)",
                    List.of("keep the targets", "choose new targets")));
            if (((Choice.ChooseOption) keep).index() == 0) return;
            Vector<Vector<Target>> targets = sp.targets();
            for (int g = 0; g < specs.size() && g < targets.size(); g++) {
                TargetSpec spec = specs.get(g).withX(sp.x());
                List<Target> candidates = Targeting.candidates(ctx.s, spec, spell.id(), sp.controller());
                if (candidates.size() < spec.min()) continue; // a target that can't be changed stays
                Choice c = ctx.ask(new Decision.Targets(chooser, "Choose " + spec.text() + " for " + spell.name(), spec,
                        candidates, spec.min(), Math.min(spec.max(), candidates.size()), spell.id()));
                targets = targets.update(g, Vector.ofAll(((Choice.ChooseTargets) c).targets()));
            }
            ctx.s = ctx.s.withStack(stack.update(i, new StackItem.Spell(sp.objectId(), sp.controller(), targets, sp.x(), sp.mode(),
                    sp.flashback(), sp.bestowed(), sp.kicked(), sp.boughtBack())));
            ctx.log("%s chooses new targets for %s (115.7d)", ctx.s.player(chooser).name(), spell.name());
            return;
        }
    }

    /** 115.7a: the ability's one target changed to another legal target for it, judged for its source and controller. */
    private static void changeAbility(Ctx ctx, Target.Ability a, int chooser) {
        Vector<StackItem> stack = ctx.s.stack();
        for (int i = 0; i < stack.size(); i++) {
            if (!(stack.get(i) instanceof StackItem.AbilityOnStack ab) || ab.stackId() != a.stackId()) continue;
            int count = 0;
            for (var g : ab.targets()) count += g.size();
            if (count != 1) return; // 115.7: still an ability with a single target
            List<TargetSpec> specs = ab.ability() instanceof dev.arbiter.engine.ability.ActivatedAbility act ? act.targets()
                    : ((dev.arbiter.engine.ability.TriggeredAbility) ab.ability()).targets();
            int group = 0;
            while (group < ab.targets().size() && ab.targets().get(group).isEmpty()) group++;
            if (group >= specs.size()) return;
            Target current = ab.targets().get(group).get(0);
            List<Target> others = new ArrayList<>();
            for (Target t : Targeting.candidates(ctx.s, specs.get(group).withX(ab.x()), ab.source(), ab.controller(), ab.thatPlayer())) {
                if (!t.equals(current) && !t.equals(a)) others.add(t); // 115.5: never itself
            }
            String name = a.name(ctx.s);
            if (others.isEmpty()) {
                ctx.log("%s has no other legal target; its target is unchanged (115.7a)", name);
                return;
            }
            List<String> labels = others.stream().map(t -> name(ctx, t)).toList();
            Choice c = ctx.ask(new Decision.Option(chooser, "Change the target of " + name + " from " + name(ctx, current)
                    + " to (115.7a)", labels));
            Target chosen = others.get(((Choice.ChooseOption) c).index());
            ctx.s = ctx.s.withStack(stack.update(i, new StackItem.AbilityOnStack(ab.stackId(), ab.source(), ab.controller(),
                    ab.ability(), ab.targets().update(group, Vector.of(chosen)), ab.x(), ab.thatPlayer(), ab.thatObject(),
                    ab.sourceZoneChanges())));
            ctx.log("%s now targets %s (115.7a)", name, name(ctx, chosen));
            return;
        }
    }

    private static void change(Ctx ctx, GameObject spell, int chooser) {
        Vector<StackItem> stack = ctx.s.stack();
        for (int i = 0; i < stack.size(); i++) {
            if (!(stack.get(i) instanceof StackItem.Spell sp) || sp.objectId() != spell.id()) continue;
            if (!Targeting.singleTarget(ctx.s, spell.id())) return; // 115.7: still a spell with a single target
            List<TargetSpec> specs = specs(ctx, spell, sp);
            int group = 0;
            while (group < sp.targets().size() && sp.targets().get(group).isEmpty()) group++;
            if (group >= specs.size()) { // an Aura spell's enchant target (303.4a) is not one this engine changes
                ctx.log("%s's target is not changed: only an instant's or sorcery's target can be here", spell.name());
                return;
            }
            Target current = sp.targets().get(group).get(0);
            List<Target> others = new ArrayList<>();
            for (Target t : Targeting.candidates(ctx.s, specs.get(group), spell.id(), sp.controller())) {
                if (!t.equals(current)) others.add(t);
            }
            if (others.isEmpty()) { // 115.7a: the original target is unchanged
                ctx.log("%s has no other legal target; its target is unchanged (115.7a)", spell.name());
                return;
            }
            List<String> labels = others.stream().map(t -> name(ctx, t)).toList();
            Choice c = ctx.ask(new Decision.Option(chooser, "Change the target of " + spell.name() + " from "
                    + name(ctx, current) + " to (115.7a)", labels));
            Target chosen = others.get(((Choice.ChooseOption) c).index());
            StackItem.Spell changed = new StackItem.Spell(sp.objectId(), sp.controller(),
                    sp.targets().update(group, Vector.of(chosen)), sp.x(), sp.mode(), sp.flashback(), sp.bestowed(),
                    sp.kicked(), sp.boughtBack());
            ctx.s = ctx.s.withStack(stack.update(i, changed));
            ctx.log("%s now targets %s (115.7a)", spell.name(), name(ctx, chosen));
            return;
        }
    }
}
