package dev.arbiter.engine.loops;

import dev.arbiter.engine.state.LoopHistory;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

/**
 * The loop detector's memory for one step of one turn: every accepted choice since the step
 * began, and the loops already repeated. A new step starts a new history (loops are looked for
 * within a step; see docs/LOOPS.md for the limits).
 */
record History(int turn, Step gameStep, Vector<Move> moves, Vector<Exhausted> exhausted)
        implements LoopHistory {
    History append(Move m) {
        return new History(turn, gameStep, moves.append(m), exhausted);
    }

    History withExhausted(Vector<Exhausted> e) {
        return new History(turn, gameStep, moves, exhausted.appendAll(e));
    }

    /** The history with the steps forgotten but the exhausted loops kept (after a loop is handled). */
    History restarted() {
        return new History(turn, gameStep, Vector.empty(), exhausted);
    }
}
