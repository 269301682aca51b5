package dev.arbiter.agents;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;

/** Something that answers the engine's decisions: a random agent, an AI, a person, a script. */
public interface Agent {
    Choice choose(GameState state, Decision decision);

    /** Told when its last choice was rejected; it will be asked again. */
    default void rejected(GameState state, Decision decision, Choice choice, Rejection why) {
    }
}
