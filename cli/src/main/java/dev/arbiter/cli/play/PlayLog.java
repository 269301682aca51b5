package dev.arbiter.cli.play;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The game log as a person at the terminal reads it: what was done, not every pass. Lines where a
 * player only passes priority are left out; a step's heading ("-- main1, turn 3 (bob)") is shown
 * only when something is shown in that step; a run of identical lines (seven "draws a card") is
 * shown once with its count. The engine's rule citations (704.5g, 614.1a, ...) stay in the lines.
 * {@link #flush} writes what is held back; the terminal calls it before it asks a question.
 * With {@code full} every line is written as it comes.
 */
public final class PlayLog implements Consumer<String> {
    private final PrintStream out;
    private final boolean full;
    private String heading;
    private String pending;
    private int repeats;

    public PlayLog(PrintStream out, boolean full) {
        this.out = out;
        this.full = full;
    }

    /** Parses the {@code --log} setting: "actions" (the default) or "full". */
    public static boolean isFull(String setting) {
        String t = setting == null ? "" : setting.trim().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "full", "all" -> true;
            case "actions", "", "short" -> false;
            default -> throw new IllegalArgumentException("unknown --log \"" + setting + "\" (actions or full)");
        };
    }

    @Override
    public void accept(String line) {
        if (full) {
            out.println(line);
            return;
        }
        if (line.startsWith("-- ")) { // a new step: its heading waits for something to show
            flush();
            heading = line;
            return;
        }
        if (onlyPasses(line)) return;
        if (line.equals(pending)) {
            repeats++;
            return;
        }
        flush();
        if (heading != null) {
            out.println(heading);
            heading = null;
        }
        pending = line;
        repeats = 1;
    }

    /** Writes the line held back (with its count when it was repeated). */
    public void flush() {
        if (pending == null) return;
        out.println(repeats > 1 ? pending + " (x" + repeats + ")" : pending);
        pending = null;
        repeats = 0;
    }

    private static boolean onlyPasses(String line) {
        return line.endsWith(" passes") && line.indexOf(' ') == line.length() - " passes".length();
    }
}
