package dev.arbiter.scenario.parse;

import java.util.List;

/** The zone names of the scenario language. */
public final class Zones {
    public static final List<String> ALL = List.of("battlefield", "hand", "library", "graveyard", "exile", "ante"); // ante: 407.2

    private Zones() {}

    public static boolean isZone(String word) {
        return ALL.contains(word);
    }

    /** {@code battlefield hand library graveyard exile ante}, for messages. */
    public static String listed() {
        return String.join(" ", ALL);
    }
}
