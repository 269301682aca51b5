package dev.arbiter.scenario.run;

import dev.arbiter.scenario.parse.Pos;

/** A scenario that failed at a line: an expectation not met, an action refused, a card that can't be used. */
public final class ScenarioFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Pos pos;

    public ScenarioFailure(Pos pos, String message) {
        super(message);
        this.pos = pos;
    }

    public Pos pos() {
        return pos;
    }
}
