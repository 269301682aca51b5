package dev.arbiter.scenario.parse;

import java.util.List;

/** An {@code actions:} block. */
public record ActionsBlock(List<Action> actions, Pos pos) implements Block {
    public ActionsBlock {
        actions = List.copyOf(actions);
    }
}
