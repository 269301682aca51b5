package dev.arbiter.cli.bench;

import dev.arbiter.engine.card.CardDefinition;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * A fair thread-scaling figure (issue 13): after one warm-up, rounds of the same seeds on one
 * thread and on N threads alternate (1, N, N, 1, 1, N, ...: a drift of the machine's speed falls
 * on both alike), and each configuration is quoted by its median round. Beside the wall clock it
 * keeps what explains a ratio under two: the playing threads' own CPU time (games per CPU-second
 * of a playing thread, N against 1: what running together costs each thread: shared caches,
 * memory bandwidth, collector pauses) and the CPU of the JIT compiler and collector threads.
 */
final class Scaling {
    /** One round: its games' totals and the process CPU spent meanwhile. */
    record Round(int threads, GameRun.Totals totals, CpuSplit cpu) {
    }

    /** The rounds of one thread and of N threads, in the order played. */
    record Result(int threads, List<Round> one, List<Round> many) {
        double scaling() {
            return median(many, r -> r.totals().gamesPerSecond()) / median(one, r -> r.totals().gamesPerSecond());
        }

        /** Games per playing-thread CPU-second on N threads over the same on one thread. */
        double threadEfficiency() {
            return median(many, r -> r.totals().gamesPerGameCpuSecond()) / median(one, r -> r.totals().gamesPerGameCpuSecond());
        }
    }

    private Scaling() {
    }

    static Result run(List<CardDefinition> a, List<CardDefinition> b, int games, int threads, int rounds, boolean heuristic) {
        List<Round> one = new ArrayList<>();
        List<Round> many = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            boolean oneFirst = r % 2 == 0;
            for (int k = 0; k < 2; k++) {
                int n = (k == 0) == oneFirst ? 1 : threads;
                CpuSplit before = CpuSplit.now();
                GameRun.Totals t = GameRun.games(a, b, 1, games, n, heuristic);
                Round round = new Round(n, t, CpuSplit.now().since(before));
                (n == 1 ? one : many).add(round);
            }
        }
        return new Result(threads, one, many);
    }

    static String report(Result r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "scaling, 1 against %d threads after the same warm-up (%d rounds each, "
                + "alternated; medians):%n", r.threads(), r.one().size()));
        sb.append(line("1 thread ", r.one()));
        sb.append(line(String.format(Locale.ROOT, "%d threads", r.threads()), r.many()));
        sb.append(String.format(Locale.ROOT, "scaling: %.2fx with %d threads (%d processors); a playing thread does "
                        + "%.2f of one thread's games per CPU-second%n", r.scaling(), r.threads(),
                Runtime.getRuntime().availableProcessors(), r.threadEfficiency()));
        return sb.toString();
    }

    private static String line(String label, List<Round> rounds) {
        String walls = String.join(" / ", rounds.stream()
                .map(x -> String.format(Locale.ROOT, "%.2f", x.totals().seconds())).toList());
        return String.format(Locale.ROOT, "  %s: %.1f games/s (rounds %s s); playing threads %.2f CPU-s, %.1f games "
                        + "per CPU-s; JIT %s, GC %s, whole process %s CPU-s%n", label,
                median(rounds, x -> x.totals().gamesPerSecond()), walls,
                median(rounds, x -> x.totals().gameCpuSeconds()), median(rounds, x -> x.totals().gamesPerGameCpuSecond()),
                seconds(median(rounds, x -> x.cpu().jitSeconds())), seconds(median(rounds, x -> x.cpu().gcSeconds())),
                seconds(median(rounds, x -> x.cpu().processSeconds())));
    }

    private static String seconds(double s) {
        return s < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", s);
    }

    /** The median of {@code f} over the rounds (the mean of the middle two for an even count). */
    static double median(List<Round> rounds, ToDoubleFunction<Round> f) {
        double[] v = rounds.stream().mapToDouble(f).sorted().toArray();
        if (v.length == 0) return Double.NaN;
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
