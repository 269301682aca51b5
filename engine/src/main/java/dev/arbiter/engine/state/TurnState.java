package dev.arbiter.engine.state;

import dev.arbiter.engine.timing.Step;

/**
 * Turn number, active player, current step and stage, who holds priority, and how many players
 * have passed in succession (117.4).
 */
public record TurnState(int number, int active, Step step, Stage stage, int priority, int passes) {
    public TurnState withStage(Stage s) {
        return new TurnState(number, active, step, s, priority, passes);
    }

    public TurnState withPriority(int player, int passCount) {
        return new TurnState(number, active, step, stage, player, passCount);
    }

    public TurnState withStep(Step s) {
        return new TurnState(number, active, s, Stage.BEGIN, active, 0);
    }
}
