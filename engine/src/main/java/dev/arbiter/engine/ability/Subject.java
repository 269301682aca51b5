package dev.arbiter.engine.ability;

/** The object an effect acts on. */
public sealed interface Subject {
    /** The ability's own source ("~"). */
    record Self() implements Subject {
    }

    /** The object chosen for target number {@code index}. */
    record TargetObject(int index) implements Subject {
    }
}
