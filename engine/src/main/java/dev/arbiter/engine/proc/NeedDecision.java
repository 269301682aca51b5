package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/** Thrown by {@link Ctx#ask} when a procedure needs an answer it does not have yet. No stack trace. */
public final class NeedDecision extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Decision decision;
    private final transient GameState view;
    private final transient Continuation rest;
    private final transient List<String> lines;

    public NeedDecision(Decision decision, GameState view) {
        this(decision, view, null, null);
    }

    /** As above, with the rest of the procedure ({@link Continuation}, or null) and the log lines it wrote so far (or null). */
    public NeedDecision(Decision decision, GameState view, Continuation rest, List<String> lines) {
        super(null, null, false, false);
        this.decision = decision;
        this.view = view;
        this.rest = rest;
        this.lines = lines;
    }

    public Decision decision() {
        return decision;
    }

    /** The game as it stood when the decision was needed. */
    public GameState view() {
        return view;
    }

    /** What continues the procedure from {@link #view} once the decision is answered, or null: replay it. */
    public Continuation rest() {
        return rest;
    }

    /** The log lines the procedure wrote before the question, or null when it wrote no log. */
    public List<String> lines() {
        return lines;
    }
}
