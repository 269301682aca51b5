package dev.arbiter.scenario.parse;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The step names of the scenario language, in turn order. */
public final class Steps {
    public static final List<String> ALL = List.of(
            "untap", "upkeep", "draw", "main1", "beginning-of-combat", "declare-attackers",
            "declare-blockers", "first-strike-damage", "combat-damage", "end-of-combat", "main2",
            "end", "cleanup");

    private Steps() {}

    /**
     * The canonical name for a step as written: hyphens or spaces between words
     * ({@code end of combat} = {@code end-of-combat}), any case, {@code main 1} = {@code main1},
     * {@code end of turn} = {@code end}.
     */
    public static Optional<String> canonical(String text) {
        String s = text.trim().toLowerCase(Locale.ROOT).replaceAll("[\\s-]+", "-");
        s = s.replaceFirst("^main-([12])$", "main$1").replaceFirst("^end-of-turn$", "end");
        return ALL.contains(s) ? Optional.of(s) : Optional.empty();
    }

    /** {@code untap upkeep draw ...}, for messages. */
    public static String listed() {
        return String.join(" ", ALL);
    }
}
