package dev.arbiter.scenario.parse;

import java.util.List;

/** An {@code expect:} block, checked at its place among the actions. */
public record ExpectBlock(List<Expectation> expectations, Pos pos) implements Block {
    public ExpectBlock {
        expectations = List.copyOf(expectations);
    }
}
