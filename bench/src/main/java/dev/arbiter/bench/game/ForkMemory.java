package dev.arbiter.bench.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Locale;

/**
 * Issue 13: what a fork and a search node cost in heap, measured without an object-layout tool:
 * the used heap after a full collection, before and after keeping {@code N} values alive.
 * <ul>
 *   <li>a fork: {@code N} references to the same mid-game state (what search keeps for a node it
 *       has not expanded): the array of references only;</li>
 *   <li>a fresh copy ({@code withConfig}: an equal state with empty caches);</li>
 *   <li>a search node after a pass and after the first legal action: {@code N} states each made by
 *       applying the choice to a fresh copy, so what they share with the mid-game state is counted
 *       once and what each adds is counted {@code N} times.</li>
 * </ul>
 * Run: {@code java -cp bench/target/benchmarks.jar dev.arbiter.bench.game.ForkMemory [N]} (default 2,000).
 */
public final class ForkMemory {
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private ForkMemory() {
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
        System.out.println("seed  turn  objects  bytes per: fork  fresh copy  node after a pass  node after an action");
        for (long seed = 1; seed <= 5; seed++) {
            GameState mid = MidGame.of(seed);
            Decision d = Game.decision(mid);
            Choice first = d instanceof Decision.Priority p && !p.actions().isEmpty() ? p.actions().get(0) : null;
            double fork = perValue(n, i -> mid);
            double copy = perValue(n, i -> mid.withConfig(mid.config()));
            double pass = d instanceof Decision.Priority
                    ? perValue(n, i -> Game.apply(mid.withConfig(mid.config()), new Choice.Pass(), false).state()) : -1;
            double action = first == null ? -1 : perValue(n, i -> Game.apply(mid.withConfig(mid.config()), first, false).state());
            System.out.printf(Locale.ROOT, "%4d  %4d  %7d  %15.0f  %10.0f  %17s  %20s%n", seed, mid.turn().number(),
                    mid.objectCount(), fork, copy, pass < 0 ? "(not at priority)" : String.format(Locale.ROOT, "%.0f", pass),
                    action < 0 ? "(no action)" : String.format(Locale.ROOT, "%.0f", action));
        }
    }

    /** Used heap bytes per value of {@code make}, {@code n} of them kept alive (minus the array holding them). */
    private static double perValue(int n, java.util.function.IntFunction<Object> make) {
        Object[] keep = new Object[n];
        long before = usedAfterGc();
        for (int i = 0; i < n; i++) keep[i] = make.apply(i);
        long after = usedAfterGc();
        double per = (double) (after - before) / n;
        if (keep[n - 1] == null) throw new IllegalStateException("kept values were dropped");
        return per;
    }

    private static long usedAfterGc() {
        for (int i = 0; i < 3; i++) System.gc();
        return MEMORY.getHeapMemoryUsage().getUsed();
    }
}
