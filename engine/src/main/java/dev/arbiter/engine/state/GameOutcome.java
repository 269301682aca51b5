package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/** How the game ended (104): the winners (empty for a draw) and why. */
public record GameOutcome(Vector<Integer> winners, String reason) {
    public boolean isDraw() {
        return winners.isEmpty();
    }
}
