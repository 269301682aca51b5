package dev.arbiter.engine.decision;

/**
 * Why a choice was refused: the rule it breaks (seed or current number, e.g. "423.4 / 121.4")
 * and a sentence for the player. The state after a rejection is the state before the choice,
 * except what seed 422.1 forbids reversing, which {@code unreversed} then names (else null).
 */
public record Rejection(String rule, String message, String unreversed) {
    public Rejection(String rule, String message) {
        this(rule, message, null);
    }

    /** Whether part of the refused action stays done (seed 422.1: library moves can't be reversed). */
    public boolean partlyKept() {
        return unreversed != null;
    }

    @Override
    public String toString() {
        return message + " (rule " + rule + ")" + (unreversed == null ? "" : "; " + unreversed);
    }
}
