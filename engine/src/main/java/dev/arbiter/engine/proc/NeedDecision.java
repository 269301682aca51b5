package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;

/** Thrown by {@link Ctx#ask} when a procedure needs an answer it does not have yet. No stack trace. */
public final class NeedDecision extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Decision decision;
    private final transient GameState view;

    public NeedDecision(Decision decision, GameState view) {
        super(null, null, false, false);
        this.decision = decision;
        this.view = view;
    }

    public Decision decision() {
        return decision;
    }

    /** The game as it stood when the decision was needed. */
    public GameState view() {
        return view;
    }
}
