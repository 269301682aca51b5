package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.TargetSpec;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.targets.Targeting;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Copying an activated or triggered ability on the stack (707.10): the copy is a new ability on the stack with the same
 * source (113.7), the same ability text, the original's choices (targets, X, the trigger's "that player" / "that object")
 * and the copier as its controller; it isn't activated (602.2) nor triggered, so nothing "whenever you activate" sees it.
 * "You may choose new targets for the copy" (707.10c): each target is kept or chosen again among the legal ones.
 */
public final class AbilityCopies {
    private AbilityCopies() {
    }

    /** Copies ability {@code target} for {@code controller}, if it is still on the stack (608.2b). */
    public static void copy(Ctx ctx, int controller, Target.Ability target, boolean mayChooseNewTargets) {
        StackItem.AbilityOnStack original = null;
        for (StackItem i : ctx.s.stack()) {
            if (i instanceof StackItem.AbilityOnStack a && a.stackId() == target.stackId()) original = a;
        }
        if (original == null) return;
        int stackId = ctx.s.nextStackId();
        ctx.s = ctx.s.withNextStackId(stackId + 1);
        Vector<Vector<Target>> targets = original.targets();
        String name = target.name(ctx.s);
        if (mayChooseNewTargets && !targets.isEmpty()) {
            Choice c = ctx.ask(new Decision.Option(controller, "Choose new targets for the copy of " + name + "?",
                    List.of("keep the targets", "choose new targets")));
            if (((Choice.ChooseOption) c).index() == 1) targets = newTargets(ctx, controller, original, targets);
        }
        ctx.s = ctx.s.withStack(ctx.s.stack().append(new StackItem.AbilityOnStack(stackId, original.source(), controller,
                original.ability(), targets, original.x(), original.thatPlayer(), original.thatObject(),
                original.sourceZoneChanges())));
        DividedDamage.copyForAbility(ctx, original.source(), controller, original.stackId(), stackId, targets); // 707.10
        copyCostsPaid(ctx, original.stackId(), stackId);
        ctx.log("%s puts a copy of %s on the stack", ctx.s.player(controller).name(), name);
    }

    /** 707.10: the copy copies the costs paid for the original: "the sacrificed creature's power" reads the same (608.2h). */
    private static void copyCostsPaid(Ctx ctx, int original, int copy) {
        for (dev.arbiter.engine.state.ContinuousEffect e : ctx.s.effects()) {
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.SacrificedAsCost sc && sc.abilityStackId() == original) {
                ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, e.source(), e.controller(),
                        new dev.arbiter.engine.state.Modification.SacrificedAsCost(copy, sc.power(), sc.toughness(), sc.manaValue()),
                        Vector.empty(), dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
            }
        }
    }

    private static Vector<Vector<Target>> newTargets(Ctx ctx, int controller, StackItem.AbilityOnStack original,
                                                     Vector<Vector<Target>> old) {
        List<TargetSpec> specs = original.ability() instanceof ActivatedAbility a ? a.targets()
                : ((TriggeredAbility) original.ability()).targets();
        Vector<Vector<Target>> out = Vector.empty();
        for (int i = 0; i < old.size(); i++) {
            if (i >= specs.size()) {
                out = out.append(old.get(i));
                continue;
            }
            TargetSpec spec = specs.get(i).withX(original.x()); // 707.10: the copy has the original's X
            List<Target> candidates = Targeting.candidates(ctx.s, spec, original.source(), controller, original.thatPlayer());
            if (candidates.size() < spec.min()) {
                out = out.append(old.get(i)); // 707.10c: a target that can't be changed stays
                continue;
            }
            Choice c = ctx.ask(new Decision.Targets(controller, "Choose " + spec.text() + " for the copy", spec,
                    candidates, spec.min(), Math.min(spec.max(), candidates.size()), original.source()));
            out = out.append(Vector.ofAll(((Choice.ChooseTargets) c).targets()));
        }
        return out;
    }
}
