package dev.arbiter.cli.bench;

import dev.arbiter.agents.Agent;
import dev.arbiter.agents.Match;
import dev.arbiter.agents.MatchResult;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Plays the bench's seeded random-vs-random games (seed n: game seed n, agents seeded 31n+1 and
 * 31n+2), on one thread or several; the totals do not depend on how seeds fall to threads.
 */
final class GameRun {
    /**
     * Totals of a set of games: choices and wins (index 2: draws and unfinished games), wall seconds
     * and the CPU seconds of the threads that played them (each thread's own CPU time).
     */
    record Totals(int games, long choices, int[] wins, double seconds, double gameCpuSeconds) {
        double gamesPerSecond() {
            return games / seconds;
        }

        /** Games per CPU-second of the playing threads: what one thread does per second it runs. */
        double gamesPerGameCpuSecond() {
            return games / gameCpuSeconds;
        }

        double choicesPerSecond() {
            return choices / seconds;
        }
    }

    private GameRun() {
    }

    static MatchResult play(List<CardDefinition> a, List<CardDefinition> b, long seed) {
        return play(a, b, seed, false);
    }

    /** Game {@code seed}; {@code heuristic}: both seats played by the heuristic agent instead of the random one. */
    static MatchResult play(List<CardDefinition> a, List<CardDefinition> b, long seed, boolean heuristic) {
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed);
        List<Agent> agents = heuristic
                ? List.of(new HeuristicAgent(seed * 31 + 1), new HeuristicAgent(seed * 31 + 2))
                : List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2));
        return Match.play(setup, agents, false);
    }

    /** Plays seeds {@code first..first+games-1} on {@code threads} threads (each takes the next seed). */
    static Totals games(List<CardDefinition> a, List<CardDefinition> b, long first, int games, int threads) {
        return games(a, b, first, games, threads, false);
    }

    /** As above, with the heuristic agent in both seats when {@code heuristic}. */
    static Totals games(List<CardDefinition> a, List<CardDefinition> b, long first, int games, int threads,
                        boolean heuristic) {
        AtomicLong next = new AtomicLong(first);
        long end = first + games;
        long start = System.nanoTime();
        long[] choices = new long[threads];
        long[] cpu = new long[threads];
        int[][] wins = new int[threads][3];
        if (threads == 1) {
            work(a, b, heuristic, next, end, choices, cpu, wins[0], 0);
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            try {
                Future<?>[] f = new Future<?>[threads];
                for (int t = 0; t < threads; t++) {
                    int slot = t;
                    f[t] = pool.submit(() -> work(a, b, heuristic, next, end, choices, cpu, wins[slot], slot));
                }
                for (Future<?> x : f) x.get();
            } catch (Exception e) {
                throw new IllegalStateException("a bench game failed: " + e.getMessage(), e);
            } finally {
                pool.shutdown();
            }
        }
        double secs = (System.nanoTime() - start) / 1e9;
        long total = 0;
        long cpuTotal = 0;
        int[] w = new int[3];
        for (int t = 0; t < threads; t++) {
            total += choices[t];
            cpuTotal += cpu[t];
            for (int k = 0; k < 3; k++) w[k] += wins[t][k];
        }
        return new Totals(games, total, w, secs, cpuTotal / 1e9);
    }

    private static void work(List<CardDefinition> a, List<CardDefinition> b, boolean heuristic, AtomicLong next,
                             long end, long[] choices, long[] cpu, int[] wins, int slot) {
        long cpuStart = threadCpu();
        long c = 0;
        for (long seed = next.getAndIncrement(); seed < end; seed = next.getAndIncrement()) {
            MatchResult r = play(a, b, seed, heuristic);
            c += r.choices().size();
            var o = r.finalState().outcome();
            wins[o == null || o.isDraw() ? 2 : o.winners().get(0)]++;
        }
        choices[slot] = c;
        cpu[slot] = threadCpu() - cpuStart;
    }

    /** This thread's CPU time in ns (its wall clock where the JVM cannot tell). */
    private static long threadCpu() {
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        return t.isCurrentThreadCpuTimeSupported() ? t.getCurrentThreadCpuTime() : System.nanoTime();
    }
}
