package dev.arbiter.agents.sim;

import dev.arbiter.agents.Agent;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameOutcome;
import dev.arbiter.engine.state.GameState;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Plays a {@link SimConfig}'s games on a thread pool. Each game depends only on its index (decks,
 * seats, game and agent seeds), and results are stored by index, so the report is the same at
 * any thread count. Games share nothing: the state is immutable and each has its own agents.
 */
public final class Simulation {
    /** A backstop against an agent that never lets a turn end. */
    private static final long MAX_CHOICES = 1_000_000;
    private static final int MAX_REJECTIONS_IN_A_ROW = 1_000;

    private Simulation() {
    }

    /** Runs every game; {@code progress} (may be null) is told the number of games done after each. */
    public static SimResult run(SimConfig config, IntConsumer progress) {
        GameRecord[] records = new GameRecord[config.games()];
        AtomicInteger done = new AtomicInteger();
        long start = System.nanoTime();
        long processStart = processCpu();
        ExecutorService pool = Executors.newFixedThreadPool(config.threads(), r -> {
            Thread t = new Thread(r, "sim");
            t.setDaemon(true);
            return t;
        });
        try {
            Future<?>[] futures = new Future<?>[config.games()];
            for (int i = 0; i < config.games(); i++) {
                int index = i;
                futures[i] = pool.submit(() -> {
                    records[index] = play(config, index);
                    int n = done.incrementAndGet();
                    if (progress != null) progress.accept(n);
                });
            }
            for (Future<?> f : futures) f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a simulated game failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        long processEnd = processCpu();
        return new SimResult(config, List.of(records), System.nanoTime() - start,
                processStart < 0 || processEnd < 0 ? -1 : processEnd - processStart);
    }

    /** The CPU time of the whole process (all threads, JIT compiler and GC included), or -1 if unknown. */
    private static long processCpu() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    private static long cpuNow() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Game {@code index}: deck A sits in seat 0 in even games, seat 1 in odd ones; seat 0 starts. */
    public static GameRecord play(SimConfig config, int index) {
        long cpuStart = cpuNow();
        boolean aFirst = index % 2 == 0;
        long seed = GameSeeds.game(config.seed(), index);
        PlayerSetup a = new PlayerSetup(config.nameA(), config.deckA());
        PlayerSetup b = new PlayerSetup(config.nameB(), config.deckB());
        GameSetup setup = aFirst ? GameSetup.twoPlayer(a, b, seed) : GameSetup.twoPlayer(b, a, seed);
        Agent agentA = new FirstTurn(config.agentA().create(GameSeeds.agent(seed, aFirst ? 0 : 1), config.budget()));
        Agent agentB = new FirstTurn(config.agentB().create(GameSeeds.agent(seed, aFirst ? 1 : 0), config.budget()));
        List<Agent> seats = aFirst ? List.of(agentA, agentB) : List.of(agentB, agentA);
        GameState s = Game.start(setup, false).state();
        long choices = 0;
        int inARow = 0;
        while (!s.isOver() && s.turn().number() <= config.turnLimit() && choices < MAX_CHOICES) {
            Decision d = Game.decision(s);
            Agent agent = seats.get(d.player());
            Choice c = agent.choose(s, d);
            Result r = Game.apply(s, c, false);
            if (!r.accepted()) {
                if (++inARow > MAX_REJECTIONS_IN_A_ROW) {
                    throw new IllegalStateException("game " + index + " (seed " + seed + "): agent for seat "
                            + d.player() + " keeps choosing illegally: " + r.rejection());
                }
                agent.rejected(s, d, c, r.rejection());
                if (!r.rejection().partlyKept()) continue;
            } else {
                inARow = 0;
            }
            choices++;
            s = r.state();
        }
        int seatA = aFirst ? 0 : 1;
        GameOutcome o = s.outcome();
        GameRecord.Outcome outcome;
        if (o == null) outcome = GameRecord.Outcome.UNFINISHED;
        else if (o.isDraw()) outcome = GameRecord.Outcome.DRAW;
        else outcome = o.winners().contains(seatA) ? GameRecord.Outcome.A_WINS : GameRecord.Outcome.B_WINS;
        int turns = Math.min(s.turn().number(), config.turnLimit());
        return new GameRecord(index, aFirst, outcome, turns, choices, o == null ? "turn limit" : o.reason(),
                cpuNow() - cpuStart);
    }
}
