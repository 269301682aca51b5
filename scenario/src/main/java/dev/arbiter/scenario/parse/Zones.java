package dev.arbiter.scenario.parse;

import java.util.List;

/** The zone names of the scenario language. */
public final class Zones {
    public static final List<String> ALL = List.of("battlefield", "hand", "library", "graveyard", "exile", "ante"); // ante: 407.2

    private Zones() {}

    public static boolean isZone(String word) {
        return ALL.contains(word);
    }

    /** A zone an expectation may name: any setup zone, and the command zone, where emblems are (114.1, 408). */
    public static boolean isExpectedZone(String word) {
        return isZone(word) || word.equals("command");
    }

    /** {@code battlefield hand library graveyard exile ante}, for messages. */
    public static String listed() {
        return String.join(" ", ALL);
    }
}
