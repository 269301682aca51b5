package dev.arbiter.agents.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * Every game of a simulation in index order, with the wall-clock time the whole run took and the
 * CPU time the whole process spent meanwhile ({@code processCpuNanos}, -1 if unknown): beside the
 * games' threads that counts the JIT compiler's and the garbage collector's threads.
 */
public record SimResult(SimConfig config, List<GameRecord> games, long nanos, long processCpuNanos) {
    public SimResult {
        games = List.copyOf(games);
    }

    public SimResult(SimConfig config, List<GameRecord> games, long nanos) {
        this(config, games, nanos, -1);
    }

    public long count(GameRecord.Outcome o) {
        return games.stream().filter(g -> g.outcome() == o).count();
    }

    /** Wins of deck A among the first {@code n} games (for the chart of the rate as games accumulate). */
    public int winsAmongFirst(int n) {
        int w = 0;
        for (int i = 0; i < n; i++) if (games.get(i).outcome() == GameRecord.Outcome.A_WINS) w++;
        return w;
    }

    public long choices() {
        return games.stream().mapToLong(GameRecord::choices).sum();
    }

    /** Lengths in turns of the finished games, sorted. */
    public List<Integer> finishedLengths() {
        List<Integer> out = new ArrayList<>();
        for (GameRecord g : games) if (g.finished()) out.add(g.turns());
        out.sort(null);
        return out;
    }

    public double meanTurns() {
        List<Integer> l = finishedLengths();
        return l.isEmpty() ? Double.NaN : l.stream().mapToInt(Integer::intValue).average().orElse(Double.NaN);
    }

    public double medianTurns() {
        List<Integer> l = finishedLengths();
        if (l.isEmpty()) return Double.NaN;
        int n = l.size();
        return n % 2 == 1 ? l.get(n / 2) : (l.get(n / 2 - 1) + l.get(n / 2)) / 2.0;
    }

    /** CPU seconds the games' threads spent playing them (the machine's load doesn't count). */
    public double cpuSeconds() {
        return games.stream().mapToLong(GameRecord::cpuNanos).sum() / 1e9;
    }

    /**
     * Games per CPU-second of the games' threads over the second half of the games by index
     * (played last, once the JIT has compiled the hot code): the rate a thread keeps up.
     */
    public double warmGamesPerCpuSecond() {
        int from = games.size() / 2;
        long cpu = 0;
        for (int i = from; i < games.size(); i++) cpu += games.get(i).cpuNanos();
        return cpu <= 0 ? Double.NaN : (games.size() - from) / (cpu / 1e9);
    }

    /** CPU seconds of the whole process during the run (JIT and GC threads included), or NaN if unknown. */
    public double processCpuSeconds() {
        return processCpuNanos < 0 ? Double.NaN : processCpuNanos / 1e9;
    }

    public double seconds() {
        return nanos / 1e9;
    }
}
