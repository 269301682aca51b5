package dev.arbiter.engine.ability;

/** The objects a static ability affects (604, 611.3): itself, what it is attached to, or a group. */
public sealed interface Affected {
    /** The static ability's own source ("~"). */
    record Self() implements Affected {
    }

    /** The permanent the source is attached to: "enchanted creature", "equipped creature", "fortified land" (301.5, 303.4). */
    record Host() implements Affected {
    }

    /** Every permanent that matches the filter, decided anew each time (611.3a). */
    record All(ObjectFilter filter) implements Affected {
    }
}
