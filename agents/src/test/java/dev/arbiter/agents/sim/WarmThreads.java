package dev.arbiter.agents.sim;

import dev.arbiter.agents.mcts.MctsBudget;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A tool, not a test (docs/PERFORMANCE.md, "Agents, stop 29"): where {@code sim --threads 2} loses against one
 * thread. Plays rounds of heuristic-against-heuristic games of the bench decks in one JVM, alternating one and two
 * threads, on bare threads that take game indices from a counter (no pool, no futures), and prints per round the wall
 * time, the games' threads' CPU and bytes allocated per game, and the whole process's CPU. The first round is cold
 * (the JIT's first compilation falls in it), the later ones warm: if a warm round's CPU per game is the same at two
 * threads as at one, the games share nothing that costs, and what keeps two threads under 2x is the JIT's bill.
 * {@code java -cp agents/target/classes:agents/target/test-classes:cli/target/arbiter.jar
 * dev.arbiter.agents.sim.WarmThreads 10000 1,2,1,2,1,2}
 */
public final class WarmThreads {
    private WarmThreads() {
    }

    public static void main(String[] args) throws InterruptedException {
        int games = Integer.parseInt(args[0]);
        List<CardDefinition> red = deck("red-simple"), green = deck("green-simple");
        SimConfig config = new SimConfig("red-simple", red, "green-simple", green, games, AgentKind.HEURISTIC,
                AgentKind.HEURISTIC, 1, 1, 200, MctsBudget.DEFAULT);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        var tm = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (String t : args[1].split(",")) {
            int threads = Integer.parseInt(t);
            AtomicInteger next = new AtomicInteger();
            long[] cpu = new long[threads], bytes = new long[threads];
            Thread[] pool = new Thread[threads];
            long wall = System.nanoTime(), process = os.getProcessCpuTime();
            for (int k = 0; k < threads; k++) {
                int slot = k;
                pool[k] = new Thread(() -> {
                    long c = tm.getCurrentThreadCpuTime(), b = tm.getCurrentThreadAllocatedBytes();
                    for (int i; (i = next.getAndIncrement()) < games; ) Simulation.play(config, i);
                    cpu[slot] = tm.getCurrentThreadCpuTime() - c;
                    bytes[slot] = tm.getCurrentThreadAllocatedBytes() - b;
                }, "warm-" + k);
                pool[k].start();
            }
            for (Thread th : pool) th.join();
            wall = System.nanoTime() - wall;
            process = os.getProcessCpuTime() - process;
            long c = 0, b = 0;
            for (int k = 0; k < threads; k++) {
                c += cpu[k];
                b += bytes[k];
            }
            System.out.printf(Locale.ROOT, "%d thread(s): wall %.2f s (%.0f games/s), games' CPU %.2f s (%.1f us a game),"
                            + " %.0f KB allocated a game, process CPU %.2f s, load %.1f%n", threads, wall / 1e9,
                    games / (wall / 1e9), c / 1e9, c / 1e3 / games, b / 1024.0 / games, process / 1e9,
                    os.getSystemLoadAverage());
        }
    }

    private static List<CardDefinition> deck(String name) {
        return Decks.build(DeckListReader.bundled(name), CardPool.bundled(), false);
    }
}
