package dev.arbiter.agents;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.GameState;

import java.util.List;

/** A finished (or stopped) game: the final state, every accepted choice in order, and the log. */
public record MatchResult(GameState finalState, List<Choice> choices, List<String> log, int rejections) {
}
