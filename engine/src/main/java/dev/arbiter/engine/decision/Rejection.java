package dev.arbiter.engine.decision;

/**
 * Why a choice was refused: the rule it breaks (seed or current number, e.g. "423.4 / 121.4")
 * and a sentence for the player. The state after a rejection is the state before the choice.
 */
public record Rejection(String rule, String message) {
    @Override
    public String toString() {
        return message + " (rule " + rule + ")";
    }
}
