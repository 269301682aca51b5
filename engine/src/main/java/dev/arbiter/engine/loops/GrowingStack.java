package dev.arbiter.engine.loops;

import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

/**
 * Mandatory triggered abilities that keep adding to the stack (seed 421.4 / 104.4b): two "whenever
 * you gain life, each opponent gains 1 life" enchantments on each side double the chain with every
 * resolution, so no situation ever repeats exactly. Such a chain is recognised when, after a run of
 * passes only, the game comes back to a priority point whose top of the stack and everything off
 * the stack are the same situation as at an earlier one (by {@link Fingerprint#withStackTop}), with
 * a deeper stack, and no priority point in between had fewer objects on the stack than that earlier
 * one. The objects below were then never reached: from the later point the same passes repeat the
 * same resolutions on top of a still deeper stack, for ever.
 *
 * <p>Limits: an effect that looks at the objects deeper in the stack (none in the pool) could tell
 * the two points apart; a chain whose period is longer than {@link #MAX_SCAN} priority points is
 * left to the {@link Loops#MAX_IDLE_RUN} backstop.
 */
final class GrowingStack {
    /** How many earlier moves of the idle run are compared with the current point. */
    static final int MAX_SCAN = 256;

    private GrowingStack() {
    }

    /** Whether {@code after} repeats, on a deeper stack, a point of the idle run that ends {@code h}. */
    static boolean repeats(History h, GameState after) {
        int depth = after.stack().size();
        if (depth < 2 || !Loops.atPriority(after) || !after.triggers().isEmpty()) return false;
        MoveLog moves = h.moves();
        int limit = Math.min(Math.min(h.idleRun(), MAX_SCAN), moves.size());
        int lowestLater = depth;
        long top = 0;
        for (int k = 1; k <= limit; k++) {
            Move m = moves.get(moves.size() - k);
            if (!m.atPriority()) continue;
            GameState earlier = m.before();
            int d = earlier.stack().size();
            if (d == 0) return false; // the chain passed a point with an empty stack: it is not growing from here
            if (d < depth && d <= lowestLater && earlier.triggers().isEmpty()) {
                if (top == 0) top = Fingerprint.withStackTop(after);
                if (Fingerprint.withStackTop(earlier) == top && !limitedBySomethingThatRunsOut(m, after)) return true;
            }
            lowestLater = Math.min(lowestLater, d);
        }
        return false;
    }

    /** As for exact repetitions: a chain that spends mana or counters stops by itself (see {@link Extrapolation}). */
    private static boolean limitedBySomethingThatRunsOut(Move start, GameState after) {
        Cycle c = new Cycle(0, Vector.of(start.before(), after), Vector.empty());
        return Extrapolation.feasible(c, after, LoopResolution.MAX_REPETITIONS) < LoopResolution.MAX_REPETITIONS;
    }
}
