package dev.arbiter.scenario.parse;

import java.util.Objects;

/** A scenario that cannot be read. The message is {@code file:line: what is wrong}. */
public final class ScenarioSyntaxException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Pos pos;
    private final String problem;

    public ScenarioSyntaxException(Pos pos, String problem) {
        super(Objects.requireNonNull(pos, "pos") + ": " + problem);
        this.pos = pos;
        this.problem = problem;
    }

    /** Where the problem is. */
    public Pos pos() {
        return pos;
    }

    /** What is wrong, without the {@code file:line: } prefix. */
    public String problem() {
        return problem;
    }
}
