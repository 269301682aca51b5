package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Stage;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * Loop detection (seed 421 / current 104.4b, 729). After every accepted choice the engine records
 * it; when a player is about to act in a situation identical (by {@link Fingerprint}) to one
 * earlier in the same step, the choices in between form a loop, which is classified and handed
 * to {@link LoopResolution}. The method and its limits are described in docs/LOOPS.md.
 */
public final class Loops {
    /** Consecutive choices without any action (passes, trigger orders) after which a growing chain of triggers is a draw. */
    static final int MAX_IDLE_RUN = 10_000;

    private Loops() {
    }

    /** How the engine lets the detector try choices (to tell dependent from independent loops). */
    public interface Simulator {
        Decision decision(GameState s);

        /** The state after {@code c}, or null if it was rejected. */
        GameState apply(GameState s, Choice c);
    }

    static History emptyHistory(GameState s) {
        return new History(s.turn().number(), s.turn().step(), MoveLog.EMPTY, Vector.empty());
    }

    private static History historyFor(GameState s) {
        if (s.loops() instanceof History h && h.turn() == s.turn().number() && h.gameStep() == s.turn().step()) return h;
        return emptyHistory(s);
    }

    /** Whether a player is about to act with priority in {@code s} (the points where loops are looked for). */
    static boolean atPriority(GameState s) {
        return s.pending() == null && !s.isOver() && s.turn().stage() == Stage.PRIORITY;
    }

    /**
     * A rejection if {@code c} would start again a loop that has already been repeated the chosen
     * number of times from this very situation (421.2 "the loop is treated as repeating that many
     * times"; 729.3), else null.
     */
    public static Rejection restartRejected(GameState s, int player, Choice c) {
        // Passing is always possible: the game must be able to go on (729.5).
        if (c instanceof Choice.Pass || !(s.loops() instanceof History h) || h.exhausted().isEmpty() || !atPriority(s)) {
            return null;
        }
        History current = historyFor(s);
        if (current.exhausted().isEmpty()) return null;
        long fp = Fingerprint.of(s);
        for (Exhausted e : current.exhausted()) {
            if (e.fingerprint() == fp && e.player() == player && e.restart().equals(c)) {
                return new Rejection("421.2 / 729.2c / 729.3", "This loop has already been repeated the chosen number of times;"
                        + " make a different choice");
            }
        }
        return null;
    }

    /** What the engine does after an accepted choice: keep recording, or break a loop. */
    public sealed interface Observation {
        record Continue(GameState state) implements Observation {
        }

        record Detected(GameState state, LoopResolution resolution) implements Observation {
        }
    }

    /**
     * Records a completed choice: {@code before} is the state it was made in (for an action that
     * needed answers, the priority point where it began), {@code answers} what completed it.
     */
    public static Observation observe(GameState before, Choice c, Vector<Choice> answers, int player, GameState after,
                                      Simulator sim) {
        return observe(before, c, answers, player, after, sim, false);
    }

    /**
     * As above; {@code triggerAnswer} says the choice answered a question asked while putting
     * triggered abilities on the stack (their order or targets, 603.3b-d), which can't stop a chain
     * of triggers.
     */
    public static Observation observe(GameState before, Choice c, Vector<Choice> answers, int player, GameState after,
                                      Simulator sim, boolean triggerAnswer) {
        return observe(before, c, answers, player, after, sim, triggerAnswer, false);
    }

    /** As above; {@code forced}: the question had one legal answer, so the move is no optional action (421.4). */
    public static Observation observe(GameState before, Choice c, Vector<Choice> answers, int player, GameState after,
                                      Simulator sim, boolean triggerAnswer, boolean forced) {
        if (after.isOver()) return new Observation.Continue(after);
        History h = historyFor(before);
        if (after.turn().number() != h.turn() || after.turn().step() != h.gameStep()) {
            // a new step: a fresh history (the move that ended the step is not kept, so it is not recorded)
            return new Observation.Continue(after.loops() == null ? after : after.withLoops(null));
        }
        boolean beforeAtPriority = atPriority(before);
        Move move = new Move(before, c, answers, player, beforeAtPriority, beforeAtPriority ? before.loopKey(Fingerprint::quick) : 0,
                forced);
        h = h.append(move, triggerAnswer || (c instanceof Choice.Pass && answers.isEmpty()));
        if (atPriority(after)) h = h.atPriorityWithStack(after.stack().size()); // a stack resolving down is progress
        // 421.4 / 104.4b backstop: triggers that keep adding to the stack never repeat a situation
        // exactly; a long run in which nobody does anything but pass and order triggers is such a loop.
        if (h.idleRun() >= MAX_IDLE_RUN && !after.stack().isEmpty()) {
            Cycle none = new Cycle(0, Vector.of(after), Vector.empty());
            return new Observation.Detected(after.withLoops(h), new LoopResolution(none, LoopKind.MANDATORY, List.of()));
        }
        if (!atPriority(after)) return new Observation.Continue(after.withLoops(h));
        long quick = after.loopKey(Fingerprint::quick); // kept on the state: it is the next choice's 'before'
        long fp = 0;
        MoveLog moves = h.moves();
        for (int i : h.atQuickKey(quick)) {
            Move m = moves.get(i);
            if (fp == 0) fp = Fingerprint.of(after);
            if (m.fingerprint() == fp) {
                Vector<Move> cycleMoves = moves.from(i);
                Vector<GameState> states = cycleMoves.map(Move::before).append(after);
                Cycle cycle = new Cycle(fp, states, cycleMoves);
                // Optional actions are judged from a point of rest (empty stack), so that actions of
                // several players taken in response to one another form one loop (421.3, 421.5);
                // a loop that never passes such a point is taken on its second repetition.
                if (!cycle.optionalPlayers().isEmpty() && !restPoint(after) && occurrences(h, quick, fp) < 2) {
                    return new Observation.Continue(after.withLoops(h));
                }
                // A cycle limited by something that runs out (mana, counters) is not a loop: it can't go on forever.
                if (Extrapolation.feasible(cycle, after, LoopResolution.MAX_REPETITIONS) < LoopResolution.MAX_REPETITIONS) {
                    return new Observation.Continue(after.withLoops(h));
                }
                List<Integer> players = cycle.optionalPlayers();
                LoopKind kind = classify(cycle, players, sim);
                // A mandatory cycle one repetition away from a player's loss simply goes on (704.5a-c).
                if (kind == LoopKind.MANDATORY && Extrapolation.beforeALoss(cycle, after, 1) == 0) {
                    return new Observation.Continue(after.withLoops(h));
                }
                return new Observation.Detected(after.withLoops(h), new LoopResolution(cycle, kind, players));
            }
        }
        // 421.4 / 104.4b: mandatory triggers that keep adding to the stack, seen as a repeating top.
        if (h.idleRun() > 0 && GrowingStack.repeats(h, after)) {
            Cycle none = new Cycle(0, Vector.of(after), Vector.empty());
            return new Observation.Detected(after.withLoops(h), new LoopResolution(none, LoopKind.MANDATORY, List.of()));
        }
        return new Observation.Continue(after.withLoops(h));
    }

    private static boolean restPoint(GameState s) {
        return s.stack().isEmpty() && s.triggers().isEmpty();
    }

    private static int occurrences(History h, long quick, long fp) {
        int n = 0;
        for (int i : h.atQuickKey(quick)) if (h.moves().get(i).fingerprint() == fp) n++;
        return n;
    }

    /**
     * Mandatory when no optional action is in the loop; one player's; else dependent unless each
     * player's optional actions, taken alone from the start with everyone else passing, bring the
     * game back to the same situation (then they are independent, 421.5).
     */
    static LoopKind classify(Cycle cycle, List<Integer> players, Simulator sim) {
        if (players.isEmpty()) return LoopKind.MANDATORY;
        if (players.size() == 1) return LoopKind.ONE_PLAYER;
        for (int p : players) if (!loopsAlone(cycle, p, sim)) return LoopKind.DEPENDENT;
        return LoopKind.INDEPENDENT;
    }

    private static boolean loopsAlone(Cycle cycle, int player, Simulator sim) {
        List<Choice> mine = new ArrayList<>();
        for (Move m : cycle.moves()) {
            if (m.player() == player && m.optional()) {
                mine.add(m.choice());
                mine.addAll(m.answers().asJava());
            }
        }
        GameState s = cycle.first();
        int next = 0;
        for (int step = 0; step < 200 && !s.isOver(); step++) {
            Decision d = sim.decision(s);
            GameState after = null;
            if (d.player() == player && next < mine.size()) {
                after = sim.apply(s, mine.get(next));
                if (after != null) next++;
            }
            if (after == null) {
                if (!(d instanceof Decision.Priority)) return false;
                after = sim.apply(s, new Choice.Pass());
                if (after == null) return false;
            }
            s = after;
            if (next == mine.size() && atPriority(s) && Fingerprint.of(s) == cycle.fingerprint()) return true;
            if (s.turn().step() != cycle.first().turn().step()) return false;
        }
        return false;
    }
}
