package dev.arbiter.cli.sim;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * Progress on standard error: a bar redrawn in place when the output is a terminal, otherwise a
 * plain line at every tenth of the games (so logs and pipes stay readable).
 */
final class Progress implements IntConsumer {
    private final PrintStream err;
    private final int total;
    private final boolean terminal;
    private final long start = System.nanoTime();
    private int lastShown = -1;

    Progress(PrintStream err, int total, boolean terminal) {
        this.err = err;
        this.total = total;
        this.terminal = terminal;
    }

    @Override
    public synchronized void accept(int done) {
        if (terminal) {
            int width = 30;
            int filled = (int) ((long) width * done / total);
            int percent = (int) (100L * done / total);
            if (percent == lastShown && done != total) return;
            lastShown = percent;
            double secs = (System.nanoTime() - start) / 1e9;
            err.printf(Locale.ROOT, "\r[%s%s] %d/%d games %3d%% %.1f games/s", "#".repeat(filled),
                    " ".repeat(width - filled), done, total, percent, done / Math.max(secs, 1e-9));
            if (done == total) err.println();
        } else {
            int tenth = (int) (10L * done / total);
            if (tenth == lastShown) return;
            lastShown = tenth;
            if (tenth > 0) err.printf(Locale.ROOT, "sim: %d/%d games%n", done, total);
        }
        err.flush();
    }
}
