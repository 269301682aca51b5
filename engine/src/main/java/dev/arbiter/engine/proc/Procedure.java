package dev.arbiter.engine.proc;

/**
 * One atomic piece of game procedure (a turn-based action, casting a spell, resolving the top of
 * the stack...). It is a pure function of the state and the answers given so far: when it needs
 * a choice it has no answer for, {@link Ctx#ask} stops it, and it is run again from the same
 * start state once the answer arrives (DESIGN.md: "replaying the step from its start state").
 * Procedures are records, so a pending procedure is part of the state's value.
 */
public interface Procedure {
    void run(Ctx ctx);

    /** Whether a player may reverse it midway (seed 422.1): casting and activating, yes; game procedure, no. */
    default boolean cancellable() {
        return false;
    }
}
