package dev.arbiter.agents.sim;

import dev.arbiter.agents.Agent;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.decision.Rejection;
import dev.arbiter.engine.state.GameState;

/**
 * Wraps an agent so that, when it is the player who chooses who takes the first turn (103.1),
 * it names seat 0: with seats alternating, each deck starts exactly half of a simulation's games.
 */
final class FirstTurn implements Agent {
    private final Agent inner;

    FirstTurn(Agent inner) {
        this.inner = inner;
    }

    @Override
    public Choice choose(GameState s, Decision d) {
        if (d instanceof Decision.Option o && o.prompt().startsWith("Who takes the first turn")) return new Choice.ChooseOption(0);
        return inner.choose(s, d);
    }

    @Override
    public void rejected(GameState state, Decision decision, Choice choice, Rejection why) {
        inner.rejected(state, decision, choice, why);
    }
}
