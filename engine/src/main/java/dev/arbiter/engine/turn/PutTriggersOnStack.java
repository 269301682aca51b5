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
            Remaining left = new Remaining(mine.size());
            boolean same = allSame(mine); // a subset of identical abilities stays identical
            while (left.size() > 0) {
                int pick = 0;
                if (left.size() > 1 && !same) {
                    Choice c;
                    if (ctx.answerRecorded()) { // a replayed answer: no need to build the options again
                        c = ctx.ask(null);
                    } else {
                        List<String> labels = new ArrayList<>(left.size());
                        java.util.Map<String, String> shared = new java.util.HashMap<>(); // one string a label: the step's loop history keeps each decision
                        for (int i = 0; i < left.size(); i++) {
                            PendingTrigger t = mine.get(left.position(i));
                            String label = ctx.s.object(t.source()).name() + ": " + t.ability().text();
                            labels.add(shared.computeIfAbsent(label, l -> l));
                        }
                        c = ctx.ask(new Decision.Option(player,
                                "Choose the next triggered ability to put on the stack (the last resolves first)", labels));
                    }
                    pick = ((Choice.ChooseOption) c).index();
                }
                PendingTrigger next = mine.get(left.take(pick));
                if (!same) same = left.size() > 1 && allSame(left, mine);
                put(ctx, next);
            }
        }
    }

    private static boolean allSame(Remaining left, List<PendingTrigger> ts) {
        PendingTrigger first = ts.get(left.position(0));
        for (int i = 1; i < left.size(); i++) if (!ts.get(left.position(i)).equals(first)) return false;
        return true;
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

    /**
     * The abilities not yet put on the stack, in their order, as positions in the player's list: the i-th remaining
     * found and removed in log time (a Fenwick tree of the ones left), so that replaying the answers of a long ordering
     * (603.3b) costs each answer log n, not a copy of the list.
     */
    private static final class Remaining {
        private final int[] tree;
        private int size;

        Remaining(int n) {
            tree = new int[n + 1];
            size = n;
            for (int i = 1; i <= n; i++) {
                tree[i]++;
                int j = i + (i & -i);
                if (j <= n) tree[j] += tree[i];
            }
        }

        int size() {
            return size;
        }

        /** The list position of the i-th (from 0) ability left. */
        int position(int i) {
            int pos = 0, rest = i + 1;
            for (int step = Integer.highestOneBit(Math.max(1, tree.length - 1)); step > 0; step >>= 1) {
                int nextPos = pos + step;
                if (nextPos < tree.length && tree[nextPos] < rest) {
                    pos = nextPos;
                    rest -= tree[nextPos];
                }
            }
            return pos; // 0-based: the tree's index pos + 1
        }

        /** Removes the i-th ability left; returns its list position. */
        int take(int i) {
            int p = position(i);
            for (int j = p + 1; j < tree.length; j += j & -j) tree[j]--;
            size--;
            return p;
        }
    }
}
