package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Decision;

/** Thrown by {@link Ctx#ask} when a procedure needs an answer it does not have yet. No stack trace. */
public final class NeedDecision extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Decision decision;

    public NeedDecision(Decision decision) {
        super(null, null, false, false);
        this.decision = decision;
    }

    public Decision decision() {
        return decision;
    }
}
