package dev.arbiter.engine.loops;

import dev.arbiter.engine.state.LoopHistory;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Vector;

/**
 * The loop detector's memory for one step of one turn: every accepted choice since the step
 * began, and the loops already repeated. A new step starts a new history (loops are looked for
 * within a step; see docs/LOOPS.md for the limits).
 */
record History(int turn, Step gameStep, Vector<Move> moves, Vector<Exhausted> exhausted, int idleRun,
               HashMap<Long, List<Integer>> byQuickKey) implements LoopHistory {
    History(int turn, Step gameStep, Vector<Move> moves, Vector<Exhausted> exhausted) {
        this(turn, gameStep, moves, exhausted, 0, index(moves));
    }

    /** The positions of the priority-point moves by quick key, latest first (so a lookup costs no scan). */
    private static HashMap<Long, List<Integer>> index(Vector<Move> moves) {
        HashMap<Long, List<Integer>> out = HashMap.empty();
        for (int i = 0; i < moves.size(); i++) out = add(out, moves.get(i), i);
        return out;
    }

    private static HashMap<Long, List<Integer>> add(HashMap<Long, List<Integer>> index, Move m, int position) {
        if (!m.atPriority()) return index;
        return index.put(m.quickKey(), index.get(m.quickKey()).getOrElse(List.empty()).prepend(position));
    }

    /** The positions of the priority-point moves made in a state with quick key {@code quick}, latest first. */
    List<Integer> atQuickKey(long quick) {
        return byQuickKey.get(quick).getOrElse(List.empty());
    }

    /**
     * Appends {@code m}; {@code idle} says whether no player took an action with it (a pass, or an
     * answer given while putting triggered abilities on the stack), which lengthens the idle run.
     */
    History append(Move m, boolean idle) {
        return new History(turn, gameStep, moves.append(m), exhausted, idle ? idleRun + 1 : 0,
                add(byQuickKey, m, moves.size()));
    }

    History withExhausted(Vector<Exhausted> e) {
        return new History(turn, gameStep, moves, exhausted.appendAll(e), idleRun, byQuickKey);
    }

    /** The history with the steps forgotten but the exhausted loops kept (after a loop is handled). */
    History restarted() {
        return new History(turn, gameStep, Vector.empty(), exhausted, 0, HashMap.empty());
    }
}
