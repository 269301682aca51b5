package dev.arbiter.engine.game;

import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/**
 * The outcome of applying a choice: the new state and the log lines it wrote, or a rejection,
 * in which case {@code state} is exactly the state the choice was applied to (seed 422.1), except
 * for what that rule forbids reversing ({@link Rejection#partlyKept()}).
 */
public record Result(GameState state, Rejection rejection, List<String> log) {
    public boolean accepted() {
        return rejection == null;
    }
}
