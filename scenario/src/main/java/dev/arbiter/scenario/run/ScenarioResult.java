package dev.arbiter.scenario.run;

import dev.arbiter.scenario.parse.Pos;

/**
 * How one scenario file ended (SCENARIOS.md "Output"): passed, or failed at a line with a message
 * such as {@code expected bob life 16, found 18}.
 *
 * @param file  the file as named to the runner
 * @param title the scenario's title ({@code null} when the file could not be read that far)
 * @param where the failing line ({@code null} when passed)
 */
public record ScenarioResult(String file, String title, boolean passed, Pos where, String message) {

    public static ScenarioResult pass(String file, String title) {
        return new ScenarioResult(file, title, true, null, null);
    }

    public static ScenarioResult fail(String file, String title, Pos where, String message) {
        return new ScenarioResult(file, title, false, where, message);
    }

    /** {@code PASS file: title} or {@code FAIL file:line: message}. */
    public String line() {
        if (passed) return "PASS " + file + ": " + title;
        return "FAIL " + (where == null ? file : where.toString()) + ": " + message;
    }
}
