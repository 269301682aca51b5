package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks the {@link BlockPlanner}'s block declaration (509.1) by playing it and its neighbours on the engine through
 * combat damage (510): no blocks, the plan with one block taken away, and the plan with one more blocker added on an
 * attacker it can block (a chump, a trade, a second blocker). Each end position is valued by {@link Evaluation} less
 * {@link AttackPlanner#danger} (a lethal attack next turn); another declaration replaces the plan only when it is
 * better by more than {@link #MARGIN}.
 */
final class BlockLookahead {
    static final double MARGIN = Double.parseDouble(System.getProperty("agents.bl.margin", "0.5"));
    /** At most this many declarations are played. */
    private static final int MAX = 16;

    private BlockLookahead() {
    }

    static Choice check(GameState s, Decision.Blockers d, Choice plan) {
        if (!(plan instanceof Choice.DeclareBlockers pb)) return plan;
        int me = d.player();
        List<Choice> options = new ArrayList<>();
        options.add(plan);
        add(options, List.of());
        for (int i = 0; i < pb.blocks().size() && options.size() < MAX; i++) {
            List<Choice.Block> less = new ArrayList<>(pb.blocks());
            less.remove(i);
            add(options, less);
        }
        for (Decision.BlockCandidate c : d.candidates()) {
            boolean used = false;
            for (Choice.Block b : pb.blocks()) used |= b.blocker() == c.creature();
            if (used) continue;
            for (int a : c.attackers()) {
                if (options.size() >= MAX) break;
                List<Choice.Block> more = new ArrayList<>(pb.blocks());
                more.add(new Choice.Block(c.creature(), a));
                add(options, more);
            }
        }
        if (options.size() == 1) return plan;
        double planValue = value(s, plan, me);
        if (Double.isNaN(planValue)) return plan;
        Choice best = plan;
        double bestValue = planValue + MARGIN;
        for (int i = 1; i < options.size(); i++) {
            double v = value(s, options.get(i), me);
            if (!Double.isNaN(v) && v > bestValue) {
                best = options.get(i);
                bestValue = v;
            }
        }
        return best;
    }

    private static void add(List<Choice> options, List<Choice.Block> blocks) {
        Choice c = new Choice.DeclareBlockers(blocks);
        if (!options.contains(c)) options.add(c);
    }

    private static double value(GameState s, Choice c, int me) {
        GameState end = Lookahead.play(s, c);
        if (end == null) return Double.NaN;
        return Evaluation.of(end, me) - AttackPlanner.danger(end, me);
    }
}
