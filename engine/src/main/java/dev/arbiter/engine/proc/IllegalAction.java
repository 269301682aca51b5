package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Rejection;

/**
 * Thrown inside a procedure when the action being taken turns out to be illegal (seed 422.1):
 * the whole action is reversed by discarding its working state. {@code aftermath}, when set, is
 * what may not be reversed, to be done again from the state before the action.
 */
public final class IllegalAction extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final Rejection rejection;
    private final transient Procedure aftermath;

    public IllegalAction(String rule, String message) {
        this(new Rejection(rule, message), null);
    }

    private IllegalAction(Rejection rejection, Procedure aftermath) {
        super(rejection.message(), null, false, false);
        this.rejection = rejection;
        this.aftermath = aftermath;
    }

    /** The same rejection, except that {@code aftermath} (described by {@code unreversed}) stays done. */
    public IllegalAction keeping(Procedure aftermath, String unreversed) {
        return new IllegalAction(new Rejection(rejection.rule(), rejection.message(), unreversed), aftermath);
    }

    public Rejection rejection() {
        return rejection;
    }

    /** What stays of the reversed action, or null when it is reversed entirely. */
    public Procedure aftermath() {
        return aftermath;
    }
}
