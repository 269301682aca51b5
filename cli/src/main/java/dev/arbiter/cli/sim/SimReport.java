package dev.arbiter.cli.sim;

import dev.arbiter.agents.sim.GameRecord;
import dev.arbiter.agents.sim.SimResult;
import dev.arbiter.agents.sim.Wilson;
import dev.arbiter.cli.bench.CpuSplit;

import java.util.Locale;

/**
 * The report of a simulation, as text or JSON: per deck its wins, losses and draws with the win
 * rate's 95 % Wilson interval (over all games: an unfinished game is never a win), the games
 * stopped at the turn limit, each deck's wins when starting, mean and median length in turns of
 * the finished games, and games/s and choices/s.
 */
final class SimReport {
    private SimReport() {
    }

    static String text(SimResult r) {
        return text(r, null);
    }

    /**
     * With {@code spent} (the process's CPU during the run, split by thread, may be null) a last line
     * says where the CPU went beside the games' threads: the JIT compiler's threads, the collector's,
     * and the rest (the main thread, and compiler threads the JVM stopped during the run).
     */
    static String text(SimResult r, CpuSplit spent) {
        var c = r.config();
        int n = r.games().size();
        long a = r.count(GameRecord.Outcome.A_WINS);
        long b = r.count(GameRecord.Outcome.B_WINS);
        long draws = r.count(GameRecord.Outcome.DRAW);
        long unfinished = r.count(GameRecord.Outcome.UNFINISHED);
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%d games: %s (%s) vs %s (%s), seed %d, %d thread%s, turn limit %d%n", n,
                c.nameA(), c.agentA().label(), c.nameB(), c.agentB().label(), c.seed(), c.threads(),
                c.threads() == 1 ? "" : "s", c.turnLimit()));
        sb.append(line(deckLabel(c.nameA(), c.agentA().label()), a, b, draws, n, startWins(r, true)));
        sb.append(line(deckLabel(c.nameB(), c.agentB().label()), b, a, draws, n, startWins(r, false)));
        sb.append(String.format(Locale.ROOT, "unfinished (turn limit %d, not counted as wins): %d%n", c.turnLimit(), unfinished));
        sb.append(String.format(Locale.ROOT, "length of finished games: mean %.1f turns, median %.1f turns%n",
                r.meanTurns(), r.medianTurns()));
        sb.append(String.format(Locale.ROOT, "%.2f s: %.1f games/s, %.0f choices/s (CPU %.2f s: %.1f games per CPU-second)%n",
                r.seconds(), n / r.seconds(), r.choices() / r.seconds(), r.cpuSeconds(), n / r.cpuSeconds()));
        if (!Double.isNaN(r.processCpuSeconds())) {
            sb.append(String.format(Locale.ROOT, "second half of the games: %.1f games per CPU-second; whole process %.2f CPU-s"
                    + " (JIT compiler and GC threads included)%n", r.warmGamesPerCpuSecond(), r.processCpuSeconds()));
        }
        if (known(spent)) {
            sb.append(String.format(Locale.ROOT, "process CPU %.2f s: games' threads %.2f, JIT compiler %.2f, GC %.2f, other %.2f%n",
                    spent.processSeconds(), r.cpuSeconds(), spent.jitSeconds(), spent.gcSeconds(), other(r, spent)));
        }
        return sb.toString();
    }

    private static boolean known(CpuSplit spent) {
        return spent != null && spent.processSeconds() >= 0 && spent.jitSeconds() >= 0 && spent.gcSeconds() >= 0;
    }

    /** CPU of the process that is neither the games' threads nor the live JIT and GC threads (never below 0). */
    private static double other(SimResult r, CpuSplit spent) {
        return Math.max(0, spent.processSeconds() - r.cpuSeconds() - spent.jitSeconds() - spent.gcSeconds());
    }

    private static String deckLabel(String deck, String agent) {
        return deck + " (" + agent + ")";
    }

    private static String line(String who, long wins, long losses, long draws, int n, long[] starting) {
        Wilson w = Wilson.of(wins, n);
        return String.format(Locale.ROOT, "%-32s wins %d, losses %d, draws %d: win rate %.1f%% (95%% CI %.1f-%.1f%%);"
                        + " won %d of %d games it started%n", who, wins, losses, draws, 100.0 * wins / n, 100 * w.low(),
                100 * w.high(), starting[0], starting[1]);
    }

    /** Deck A's (or B's) wins in the games it started, and how many it started. */
    private static long[] startWins(SimResult r, boolean deckA) {
        long won = 0;
        long started = 0;
        for (GameRecord g : r.games()) {
            if (g.deckAFirst() != deckA) continue;
            started++;
            if (g.outcome() == (deckA ? GameRecord.Outcome.A_WINS : GameRecord.Outcome.B_WINS)) won++;
        }
        return new long[]{won, started};
    }

    static String json(SimResult r) {
        return json(r, null);
    }

    static String json(SimResult r, CpuSplit spent) {
        var c = r.config();
        int n = r.games().size();
        long a = r.count(GameRecord.Outcome.A_WINS);
        long b = r.count(GameRecord.Outcome.B_WINS);
        long draws = r.count(GameRecord.Outcome.DRAW);
        StringBuilder sb = new StringBuilder("{\n");
        sb.append(String.format(Locale.ROOT, "  \"games\": %d,%n  \"seed\": %d,%n  \"threads\": %d,%n  \"turnLimit\": %d,%n",
                n, c.seed(), c.threads(), c.turnLimit()));
        sb.append("  \"decks\": [\n");
        sb.append(deckJson(c.nameA(), c.agentA().label(), a, b, draws, n, startWins(r, true))).append(",\n");
        sb.append(deckJson(c.nameB(), c.agentB().label(), b, a, draws, n, startWins(r, false))).append("\n  ],\n");
        sb.append(String.format(Locale.ROOT, "  \"draws\": %d,%n  \"unfinished\": %d,%n", draws,
                r.count(GameRecord.Outcome.UNFINISHED)));
        sb.append(String.format(Locale.ROOT, "  \"meanTurns\": %s,%n  \"medianTurns\": %s,%n", num(r.meanTurns()),
                num(r.medianTurns())));
        sb.append(String.format(Locale.ROOT, "  \"seconds\": %.3f,%n  \"gamesPerSecond\": %.2f,%n  \"choices\": %d,%n"
                + "  \"choicesPerSecond\": %.0f,%n  \"cpuSeconds\": %.3f,%n", r.seconds(), n / r.seconds(), r.choices(),
                r.choices() / r.seconds(), r.cpuSeconds()));
        sb.append(String.format(Locale.ROOT, "  \"warmGamesPerCpuSecond\": %s,%n  \"processCpuSeconds\": %s,%n",
                num(r.warmGamesPerCpuSecond()), num(r.processCpuSeconds())));
        if (known(spent)) {
            sb.append(String.format(Locale.ROOT, "  \"jitCpuSeconds\": %.2f,%n  \"gcCpuSeconds\": %.2f,%n  \"otherCpuSeconds\": %.2f,%n",
                    spent.jitSeconds(), spent.gcSeconds(), other(r, spent)));
        }
        sb.append("  \"lengths\": [");
        for (int i = 0; i < n; i++) {
            GameRecord g = r.games().get(i);
            sb.append(i == 0 ? "" : ",").append(g.finished() ? String.valueOf(g.turns()) : "null");
        }
        sb.append("],\n  \"outcomes\": \"");
        for (GameRecord g : r.games()) {
            sb.append(switch (g.outcome()) {
                case A_WINS -> 'A';
                case B_WINS -> 'B';
                case DRAW -> 'D';
                case UNFINISHED -> 'U';
            });
        }
        sb.append("\"\n}\n");
        return sb.toString();
    }

    private static String deckJson(String deck, String agent, long wins, long losses, long draws, int n, long[] starting) {
        Wilson w = Wilson.of(wins, n);
        return String.format(Locale.ROOT, "    {\"deck\": %s, \"agent\": %s, \"wins\": %d, \"losses\": %d, \"draws\": %d, "
                        + "\"winRate\": %.4f, \"ci95\": [%.4f, %.4f], \"startedGames\": %d, \"winsWhenStarting\": %d}",
                quote(deck), quote(agent), wins, losses, draws, (double) wins / n, w.low(), w.high(), starting[1], starting[0]);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "null" : String.format(Locale.ROOT, "%.2f", v);
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            if (ch == '"' || ch == '\\') sb.append('\\').append(ch);
            else if (ch < 0x20) sb.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
            else sb.append(ch);
        }
        return sb.append('"').toString();
    }
}
