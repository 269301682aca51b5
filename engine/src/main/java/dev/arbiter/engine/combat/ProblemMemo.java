package dev.arbiter.engine.combat;

import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.InProgress;
import dev.arbiter.engine.state.GameState;

import java.util.function.BiFunction;

/**
 * A declaration's legality problem (509.1b-c, 508.1c-d) built once per decision: the agent builds it on the view it
 * sees, the validator on the pending state, which is that view but for the pending action (issue 13: it was built
 * twice, with its solver tables). A pure function of the state and the decision, kept in the state's cache slot.
 */
final class ProblemMemo {
    private record Entry(Decision decision, CombatProblem problem) {
    }

    private ProblemMemo() {
    }

    /** {@code build(s, d)}, or the problem already built for {@code d} from {@code s} or from the view {@code s} shows. */
    static <D extends Decision> CombatProblem of(GameState s, D d, BiFunction<GameState, D, CombatProblem> build) {
        // a pending state whose view is this position but for the pending action and the loop record: the same problem
        // (it reads neither)
        if (s.pending() instanceof InProgress ip && ip.decision() == d && ip.view() != null && ip.view().samePositionButPending(s)) {
            s = ip.view();
        }
        if (s.problemCache() instanceof Entry e && e.decision() == d) return e.problem();
        CombatProblem p = build.apply(s, d);
        s.setProblemCache(new Entry(d, p));
        return p;
    }
}
