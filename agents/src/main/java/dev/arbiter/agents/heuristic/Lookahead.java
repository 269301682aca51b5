package dev.arbiter.agents.heuristic;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.timing.Step;

import java.util.ArrayList;
import java.util.List;

/**
 * Tries a choice on the immutable state and plays on until the action is done: what was on the
 * stack when the choice was made has resolved down to where it was (or one object below it when
 * something was already waiting, so a response is judged after what it answered), and — when the
 * choice was made in combat before damage — combat damage is dealt. The acting player's own
 * further answers in the same action (targets, modes, X) are searched too, a few candidates each;
 * everything else gets {@link QuickAnswers} (everyone passes priority). The position reached is
 * valued by {@link Evaluation}. The real game is never touched.
 */
final class Lookahead {
    /** A backstop on decisions inside one lookahead. */
    private static final int MAX_STEPS = 80;
    /** How many candidates of a sub-decision are tried, and how deep sub-decisions branch. */
    private static final int WIDTH = 8;
    private static final int DEPTH = 2;

    private Lookahead() {
    }

    /** The value for {@code me} of choosing {@code c} in {@code s}; NaN if the engine rejects it. */
    static double value(GameState s, Choice c, int me) {
        return value(s, s, c, me, 0);
    }

    private static double value(GameState start, GameState s, Choice c, int me, int depth) {
        Result r = Game.apply(s, c, false);
        if (!r.accepted()) return Double.NaN;
        GameState next = r.state();
        if (depth < DEPTH && !next.isOver() && next.pending() != null) {
            Decision d = Game.decision(next);
            List<Choice> subs = d.player() == me ? branches(d) : List.of();
            if (!subs.isEmpty()) {
                double best = Double.NaN;
                for (Choice sub : subs) {
                    double v = value(start, next, sub, me, depth + 1);
                    if (!Double.isNaN(v) && (Double.isNaN(best) || v > best)) best = v;
                }
                if (!Double.isNaN(best)) return best;
            }
        }
        return Evaluation.of(finish(start, next), me);
    }

    /** The answers worth trying for a decision inside an action: single targets, options, a few numbers. */
    static List<Choice> branches(Decision d) {
        List<Choice> out = new ArrayList<>();
        if (d instanceof Decision.Targets t && t.min() <= 1 && t.max() >= 1) {
            for (int i = 0; i < t.candidates().size() && i < WIDTH * 2; i++) out.add(new Choice.ChooseTargets(List.of(t.candidates().get(i))));
        } else if (d instanceof Decision.Option o) {
            for (int i = 0; i < o.options().size() && i < WIDTH; i++) out.add(new Choice.ChooseOption(i));
        } else if (d instanceof Decision.Number n && n.max() - n.min() <= 20) {
            for (int v = n.max(); v >= n.min() && out.size() < WIDTH; v--) out.add(new Choice.ChooseNumber(v));
        }
        return out;
    }

    /** The state once the action {@code c} is done (see the class comment), or null if {@code c} is rejected. */
    static GameState play(GameState s, Choice c) {
        return play(s, c, false);
    }

    /** As {@link #play(GameState, Choice)}; with {@code unblocked} the opponents declare no blockers. */
    static GameState play(GameState s, Choice c, boolean unblocked) {
        Result r = Game.apply(s, c, false);
        if (!r.accepted()) return null;
        return finish(s, r.state(), unblocked);
    }

    /** Plays on from {@code next} (reached from {@code start}) with quick answers until the horizon. */
    static GameState finish(GameState start, GameState next) {
        return finish(start, next, false);
    }

    private static GameState finish(GameState start, GameState next, boolean unblocked) {
        int base = start.stack().size();
        int target = base == 0 ? 0 : base - 1;
        int turn = start.turn().number();
        boolean throughDamage = start.turn().step().isCombat() && !start.combat().attackers().isEmpty()
                && start.turn().step().ordinal() < Step.COMBAT_DAMAGE.ordinal()
                || start.pending() != null && Game.decision(start) instanceof Decision.Attackers;
        GameState s = next;
        for (int i = 0; i < MAX_STEPS; i++) {
            if (s.isOver()) return s;
            Decision d = Game.decision(s);
            boolean resolved = s.pending() == null && s.stack().size() <= target;
            boolean combatDone = !throughDamage || s.turn().number() != turn
                    || s.turn().step().ordinal() > Step.COMBAT_DAMAGE.ordinal();
            if (resolved && combatDone && d instanceof Decision.Priority) return s;
            if (s.turn().number() > turn + 1) return s;
            Choice c = unblocked && d instanceof Decision.Blockers ? new Choice.DeclareBlockers(List.of()) : QuickAnswers.answer(s, d);
            Result r = Game.apply(s, c, false);
            if (!r.accepted() && unblocked && d instanceof Decision.Blockers) r = Game.apply(s, QuickAnswers.answer(s, d), false);
            if (!r.accepted()) return s;
            s = r.state();
        }
        return s;
    }
}
