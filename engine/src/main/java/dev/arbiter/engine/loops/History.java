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
record History(int turn, Step gameStep, MoveLog moves, Vector<Exhausted> exhausted, int idleRun,
               HashMap<Long, List<Integer>> byQuickKey, int idleFloor) implements LoopHistory {
    // byQuickKey: null while the step has fewer than INDEX_FROM moves.
    // idleFloor: the fewest objects on the stack at a priority point of the idle run (Integer.MAX_VALUE: none yet).
    /** Below this many moves a lookup scans them (cheaper than keeping an index); from it on, the index is kept. */
    static final int INDEX_FROM = 64;

    History(int turn, Step gameStep, MoveLog moves, Vector<Exhausted> exhausted) {
        this(turn, gameStep, moves, exhausted, 0, moves.size() >= INDEX_FROM ? index(moves) : null, Integer.MAX_VALUE);
    }

    /** The positions of the priority-point moves by quick key, latest first (so a lookup costs no scan). */
    private static HashMap<Long, List<Integer>> index(MoveLog moves) {
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
        if (byQuickKey != null) return byQuickKey.get(quick).getOrElse(List.empty());
        List<Integer> out = List.empty();
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (m.atPriority() && m.quickKey() == quick) out = out.prepend(i);
        }
        return out;
    }

    /**
     * Appends {@code m}; {@code idle} says whether no player took an action with it (a pass, or an
     * answer given while putting triggered abilities on the stack), which lengthens the idle run.
     */
    History append(Move m, boolean idle) {
        MoveLog more = moves.append(m);
        HashMap<Long, List<Integer>> index = byQuickKey != null ? add(byQuickKey, m, moves.size())
                : more.size() >= INDEX_FROM ? index(more) : null;
        return new History(turn, gameStep, more, exhausted, idle ? idleRun + 1 : 0, index, idle ? idleFloor : Integer.MAX_VALUE);
    }

    /**
     * 421.4 / 104.4b: a priority point with {@code depth} objects on the stack. Fewer than at every priority point of
     * the idle run is progress (a long but finite stack resolving), so the idle run starts again from it; a stack
     * that keeps growing never goes below its floor.
     */
    History atPriorityWithStack(int depth) {
        return depth < idleFloor ? new History(turn, gameStep, moves, exhausted, 0, byQuickKey, depth) : this;
    }

    History withExhausted(Vector<Exhausted> e) {
        return new History(turn, gameStep, moves, exhausted.appendAll(e), idleRun, byQuickKey, idleFloor);
    }

    /** The history with the steps forgotten but the exhausted loops kept (after a loop is handled). */
    History restarted() {
        return new History(turn, gameStep, MoveLog.EMPTY, exhausted, 0, null, Integer.MAX_VALUE);
    }
}
