package dev.arbiter.engine.ability;

/** "As long as ..." — when a static ability's effect applies (611.3b). */
public sealed interface Condition {
    /** No condition. */
    record Always() implements Condition {
    }

    /** "as long as ~ is untapped" (Watchdog). */
    record SourceUntapped() implements Condition {
    }

    /** "as long as it's attacking" (Soltari Lancer). */
    record SourceAttacking() implements Condition {
    }

    /** "LEVEL min-max" / "LEVEL min+" (711.2a): the source has between min and max level counters. */
    record LevelCounters(int min, int max) implements Condition {
    }

    /**
     * "as long as you control a Swamp" / "... three or more artifacts" / "... no other creatures"
     * (611.3b): the number of permanents its controller controls that match the filter is between
     * {@code min} and {@code max}; judged on the permanents as the layers have made them so far.
     */
    record YouControlCount(ObjectFilter filter, int min, int max) implements Condition {
    }

    /** "as long as it's your turn" / "... not your turn" (611.3b): whether its controller is (or isn't) the active player. */
    record YourTurn(boolean yours) implements Condition {
    }

    /** "as long as seven or more cards are in your graveyard" (611.3b; threshold, 207.2c). */
    record CardsInYourGraveyard(int atLeast) implements Condition {
    }
}
