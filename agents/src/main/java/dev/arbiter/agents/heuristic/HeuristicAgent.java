package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * A rule-based player (issue 12): an {@link Evaluation} of positions plus rules of play —
 * {@link PriorityPlanner} (lands, spells by the curve, removal and burn on the best target),
 * {@link AttackPlanner} (the race, checked by playing combat out on the engine), {@link BlockPlanner}
 * (survive, trade well, chump only when needed), {@link DamagePlanner}, {@link CardChoices}
 * (mulligans, discards). Decisions it has no rule for (modes, X, loop counts, trigger order,
 * choices of objects) are answered by trying each answer on the engine, or by a legal default.
 * If the engine ever rejects its answer, the next answer in that same state comes from a
 * seeded {@link RandomAgent}, which only proposes legal choices: it never stalls and never throws.
 * Deterministic: it has no randomness of its own apart from that fallback.
 */
public final class HeuristicAgent implements Agent {
    /** Actions in one step after which it only passes (free repeatable abilities end). */
    private static final int MAX_ACTIONS_PER_STEP = 12;

    private final RandomAgent fallback;
    private GameState rejectedIn;
    private int stepTurn = -1;
    private Step step;
    private int actions;
    private int fallbacks;

    /** Attacks by combat arithmetic alone, without playing candidates out ({@link #forPlayouts}). */
    private final boolean light;

    public HeuristicAgent(long seed) {
        this(seed, false);
    }

    private HeuristicAgent(long seed, boolean light) {
        this.fallback = new RandomAgent(seed);
        this.light = light;
    }

    /**
     * A light policy for the search's playouts ({@code MctsBudget.Playout.LIGHT}): the same rules of play, except that
     * attackers are declared by {@link AttackPlanner}'s combat arithmetic alone (508.1), without playing the candidate
     * attacks and the opponent's next combat out on the engine. On the same positions at 100 ms of CPU a decision the
     * search made about 1,490 iterations with it against 880 with the full heuristic, but did not win more games
     * (docs/PERFORMANCE.md, "Agents, stop 31"), so it is an option, not the default.
     */
    public static HeuristicAgent forPlayouts(long seed) {
        return new HeuristicAgent(seed, true);
    }

    @Override
    public Choice choose(GameState s, Decision d) {
        if (s == rejectedIn) {
            fallbacks++;
            return fallback.choose(s, d);
        }
        try {
            Choice c = decide(s, d);
            if (d instanceof Decision.Priority && !(c instanceof Choice.Pass)) actions++;
            return c;
        } catch (RuntimeException e) {
            // A position the rules of play don't cover: a legal answer rather than a crash.
            fallbacks++;
            return fallback.choose(s, d);
        }
    }

    /** How many answers came from the random fallback (after a rejection or an unexpected failure). */
    public int fallbacks() {
        return fallbacks;
    }

    private Choice decide(GameState s, Decision d) {
        if (d instanceof Decision.Priority p) {
            if (p.actions().size() == 1) return p.actions().get(0);
            if (s.turn().number() != stepTurn || s.turn().step() != step) {
                stepTurn = s.turn().number();
                step = s.turn().step();
                actions = 0;
            }
            if (actions >= MAX_ACTIONS_PER_STEP) return new Choice.Pass();
            return PriorityPlanner.plan(s, p);
        }
        if (d instanceof Decision.Attackers a) return AttackPlanner.plan(s, a, light);
        if (d instanceof Decision.Blockers b) return BlockPlanner.plan(s, b);
        if (d instanceof Decision.DamageAssignment da) return DamagePlanner.plan(s, da);
        if (d instanceof Decision.Option o && ruled(o)) return new Choice.ChooseOption(CardChoices.option(s, o));
        if (d instanceof Decision.Objects o) return new Choice.ChooseObjects(objects(s, o));
        List<Choice> tries = Lookahead.branches(d);
        if (tries.size() > 1) {
            Choice best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            for (Choice c : tries) {
                double v = Lookahead.value(s, c, d.player());
                if (!Double.isNaN(v) && v > bestValue) {
                    best = c;
                    bestValue = v;
                }
            }
            if (best != null) return best;
        }
        return QuickAnswers.answer(s, d);
    }

    private static boolean ruled(Decision.Option o) {
        String p = o.prompt().toLowerCase(java.util.Locale.ROOT);
        return p.startsWith("who takes the first turn") || p.startsWith("keep this hand") || p.startsWith("draw a card?");
    }

    /** Discards and mulligan bottoms by card worth; other choices of one object by trying each. */
    private static List<Integer> objects(GameState s, Decision.Objects o) {
        String p = o.prompt().toLowerCase(java.util.Locale.ROOT);
        if (p.startsWith("discard") || p.startsWith("put ") || o.min() > 1 || o.max() < 1 || o.candidates().size() > 12) {
            return CardChoices.objects(s, o);
        }
        List<Integer> best = CardChoices.objects(s, o);
        double bestValue = Double.NEGATIVE_INFINITY;
        List<List<Integer>> tries = new ArrayList<>();
        if (o.min() == 0) tries.add(List.of());
        for (int id : o.candidates()) tries.add(List.of(id));
        for (List<Integer> t : tries) {
            double v = Lookahead.value(s, new Choice.ChooseObjects(t), o.player());
            if (!Double.isNaN(v) && v > bestValue) {
                best = t;
                bestValue = v;
            }
        }
        return best;
    }

    @Override
    public void rejected(GameState state, Decision decision, Choice choice, Rejection why) {
        rejectedIn = state;
        fallback.rejected(state, decision, choice, why);
    }
}
