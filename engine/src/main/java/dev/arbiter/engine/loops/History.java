package dev.arbiter.engine.loops;

import dev.arbiter.engine.state.LoopHistory;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * The loop detector's memory for one step of one turn: every accepted choice since the step
 * began, and the loops already repeated. A new step starts a new history (loops are looked for
 * within a step; see docs/LOOPS.md for the limits).
 */
record History(int turn, Step gameStep, Vector<Move> moves, Vector<Exhausted> exhausted, int idleRun)
        implements LoopHistory {
    History(int turn, Step gameStep, Vector<Move> moves, Vector<Exhausted> exhausted) {
        this(turn, gameStep, moves, exhausted, 0);
    }

    /**
     * Appends {@code m}; {@code idle} says whether no player took an action with it (a pass, or an
     * answer given while putting triggered abilities on the stack), which lengthens the idle run.
     */
    History append(Move m, boolean idle) {
        return new History(turn, gameStep, moves.append(m), exhausted, idle ? idleRun + 1 : 0);
    }

    History withExhausted(Vector<Exhausted> e) {
        return new History(turn, gameStep, moves, exhausted.appendAll(e), idleRun);
    }

    /** The history with the steps forgotten but the exhausted loops kept (after a loop is handled). */
    History restarted() {
        return new History(turn, gameStep, Vector.empty(), exhausted, 0);
    }
}
