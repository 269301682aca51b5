package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Rejection;

/**
 * Thrown inside a procedure when the action being taken turns out to be illegal (seed 422.1):
 * the whole action is reversed by discarding its working state.
 */
public final class IllegalAction extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final Rejection rejection;

    public IllegalAction(String rule, String message) {
        super(message, null, false, false);
        this.rejection = new Rejection(rule, message);
    }

    public Rejection rejection() {
        return rejection;
    }
}
