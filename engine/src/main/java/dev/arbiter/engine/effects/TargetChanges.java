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
        if (!(effect instanceof Effect.ChangeTheTarget ct)) return false;
        for (GameObject o : EffectResolver.objects(ctx, ct.spell(), r)) {
            if (o.zone() == Zone.STACK) change(ctx, o, r.controller());
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
        return t instanceof Target.Player p ? ctx.s.player(p.player()).name() : ctx.s.object(((Target.Object) t).id()).name();
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
