package dev.arbiter.agents.mcts;

/**
 * How much search one decision gets: a number of iterations (reproducible: the same seed and
 * budget give the same choices), or a time in milliseconds of the searching thread's CPU time
 * (iterations stop when it runs out; a busy machine doesn't shrink the search),
 * whichever comes first; 0 means no limit of that kind. {@code playoutTurns} bounds each playout,
 * after which the position is valued by the heuristic evaluation; {@code playout}
 * chooses the agent that plays the playouts ({@link Playout}: the full heuristic by default). With
 * {@code threads} above 1 the search runs that many trees at once (root parallelisation): the
 * iterations are shared out among them, each gets the milliseconds of CPU time, and their root
 * statistics are added up before the move is chosen (the same seed and iterations still give the
 * same choices). With {@code wallClock} the milliseconds are wall-clock time instead of CPU time: what a
 * person waiting for a move feels, but on a busy machine fewer iterations fit in it.
 */
public record MctsBudget(int iterations, long millis, int playoutTurns, Playout playout, int threads, boolean wallClock) {
    /**
     * The default playout horizon, in turns after the decision's own: three (the opponent's, mine, the opponent's). A
     * race (who kills whom first) shows in the position only after a few combats; one turn's static valuation counted
     * material over damage dealt, the small creatures' deck's way to win. At 100 ms of CPU a decision against the
     * heuristic, the same 100 deals (seed 23, the search as red-simple): one turn 23 wins, three turns 29 (won only with
     * three: 13, only with one: 7; not significant alone); to the game's end 10 of 42. As green (seed 24) three turns won
     * 83 of 88 (one turn: 96 of 100). docs/PERFORMANCE.md, "Agents, stop 32".
     */
    public static final int PLAYOUT_TURNS = 3;

    public static final MctsBudget DEFAULT = new MctsBudget(0, 100, PLAYOUT_TURNS, Playout.HEURISTIC);

    /**
     * The agent that plays the playouts. The full heuristic is the default: at 100 ms of CPU a decision the light one
     * buys 40-70 % more iterations, but won 115 of 200 games against the heuristic where the full one had won 119
     * (docs/PERFORMANCE.md, "Agents, stop 31").
     */
    public enum Playout {
        /** The full {@link dev.arbiter.agents.heuristic.HeuristicAgent}, attacks played out on the engine. */
        HEURISTIC,
        /** {@link dev.arbiter.agents.heuristic.HeuristicAgent#forPlayouts}: the heuristic, attacks by arithmetic alone. */
        LIGHT,
        /** The {@link dev.arbiter.agents.RandomAgent}. */
        RANDOM;

        /** The playout agent named on the command line ({@code light}, {@code heuristic}, {@code random}). */
        public static Playout parse(String name) {
            for (Playout p : values()) if (p.name().equalsIgnoreCase(name.trim())) return p;
            throw new IllegalArgumentException("the MCTS playout agent is light, heuristic or random (got \"" + name + "\")");
        }
    }

    public MctsBudget {
        if (iterations < 0 || millis < 0) throw new IllegalArgumentException("an MCTS budget can't be negative");
        if (iterations == 0 && millis == 0) throw new IllegalArgumentException("an MCTS budget needs iterations or milliseconds");
        if (playoutTurns < 0) throw new IllegalArgumentException("playout turns can't be negative");
        if (playout == null) throw new IllegalArgumentException("an MCTS budget needs a playout agent");
        if (threads < 1) throw new IllegalArgumentException("MCTS threads must be at least 1 (got " + threads + ")");
    }

    public MctsBudget(int iterations, long millis, int playoutTurns, Playout playout) {
        this(iterations, millis, playoutTurns, playout, 1, false);
    }

    public MctsBudget withThreads(int n) {
        return new MctsBudget(iterations, millis, playoutTurns, playout, n, wallClock);
    }

    /** The same budget with its milliseconds counted on the wall clock ({@code true}) or in CPU time. */
    public MctsBudget withWallClock(boolean wall) {
        return new MctsBudget(iterations, millis, playoutTurns, playout, threads, wall);
    }

    public static MctsBudget iterations(int n) {
        return new MctsBudget(n, 0, DEFAULT.playoutTurns, DEFAULT.playout);
    }
}
