package dev.arbiter.engine.turn;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.targets.Targeting;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts waiting triggered abilities on the stack (603.3b): in APNAP order, each player putting
 * theirs in the order they choose. Targets are chosen now (603.3d); an ability with no legal
 * target is removed from the stack.
 */
final class PutTriggersOnStack {
    private PutTriggersOnStack() {
    }

    static void perform(Ctx ctx) {
        Vector<PendingTrigger> waiting = ctx.s.triggers();
        if (waiting.isEmpty()) return;
        ctx.s = ctx.s.withTriggers(Vector.empty());
        int n = ctx.s.playerCount();
        for (int k = 0; k < n; k++) {
            int player = (ctx.s.turn().active() + k) % n;
            List<PendingTrigger> mine = new ArrayList<>();
            for (PendingTrigger t : waiting) if (t.controller() == player) mine.add(t);
            while (!mine.isEmpty()) {
                PendingTrigger next = mine.get(0);
                if (mine.size() > 1 && !allSame(mine)) {
                    List<String> labels = new ArrayList<>();
                    for (PendingTrigger t : mine) labels.add(ctx.s.object(t.source()).name() + ": " + t.ability().text());
                    Choice c = ctx.ask(new Decision.Option(player,
                            "Choose the next triggered ability to put on the stack (the last resolves first)", labels));
                    next = mine.get(((Choice.ChooseOption) c).index());
                }
                mine.remove(next);
                put(ctx, next);
            }
        }
    }

    private static boolean allSame(List<PendingTrigger> ts) {
        for (PendingTrigger t : ts) if (!t.equals(ts.get(0))) return false;
        return true;
    }

    private static void put(Ctx ctx, PendingTrigger t) {
        if (t.boundTargets() == null && t.ability().effect() instanceof dev.arbiter.engine.ability.Effect.ChooseOneMode m) {
            t = ModalTriggers.choose(ctx, t, m); // 700.2b, 603.3c
            if (t == null) return;
        }
        if (t.boundTargets() == null && t.ability().effect() instanceof dev.arbiter.engine.ability.Effect.XFixedOnStack xf) {
            t = TriggerXOnStack.fix(ctx.s, t, xf); // 601.2c via 603.3d: "up to X target ..., where X is [count]"
        }
        Vector<Vector<Target>> targets = t.boundTargets() != null ? t.boundTargets() : Vector.empty(); // 603.7c
        for (TargetSpec written : t.boundTargets() != null ? List.<TargetSpec>of() // 601.2d: at most one target a point divided
                : dev.arbiter.engine.stack.DamageDivision.atMostTheTotal(t.ability().targets(), t.ability().effect(), t.amount())) {
            TargetSpec spec = written.withX(Math.max(0, t.amount())); // 603.3d, 107.3m, 701.37c: "up to X target", X the trigger's amount
            List<Target> candidates = Targeting.candidates(ctx.s, spec, t.source(), t.controller(), t.thatPlayer());
            if (spec.distinct()) candidates = dev.arbiter.engine.targets.DistinctTargets.of(candidates, targets); // 115.3
            if (candidates.size() < spec.min()) {
                ctx.log("%s's triggered ability has no legal target and is removed (603.3d)",
                        ctx.s.object(t.source()).name());
                return;
            }
            // "of their choice": the trigger's player chooses, the ability's controller still controls it (113.8).
            int chooser = spec.filter() instanceof TargetFilter.ThatPlayersPermanent tp && tp.chosenByThatPlayer()
                    && t.thatPlayer() >= 0 ? t.thatPlayer() : t.controller();
            Choice c = ctx.ask(new Decision.Targets(chooser, "Choose " + spec.text() + " for "
                    + ctx.s.object(t.source()).name() + "'s ability", spec, candidates, spec.min(),
                    Math.min(spec.max(), candidates.size()), t.source()));
            targets = targets.append(Vector.ofAll(((Choice.ChooseTargets) c).targets()));
        }
        int stackId = ctx.s.nextStackId();
        ctx.s = ctx.s.withNextStackId(stackId + 1).withStack(ctx.s.stack().append(new StackItem.AbilityOnStack(
                stackId, t.source(), t.controller(), t.ability(), targets, t.amount(), t.thatPlayer(), t.thatObject(), t.sourceZoneChanges())));
        ctx.log("%s's triggered ability goes on the stack: %s", ctx.s.object(t.source()).name(), t.ability().text());
        if (t.boundTargets() == null) { // 603.3d: a division of damage is announced with the targets
            dev.arbiter.engine.stack.DamageDivision.announceAbility(ctx, t.controller(), t.source(), stackId,
                    t.ability().effect(), targets, t.amount(), ctx.s.object(t.source()).name());
        }
        if (t.boundTargets() == null && !targets.isEmpty()) { // 603.3d: targets chosen as it is put on the stack
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.BecameTargets(targets, t.controller(), false, -2 - stackId));
        }
    }
}
