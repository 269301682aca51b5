package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

/**
 * One completed choice in the history of the current step: the state it was made in, the choice
 * and the answers that completed it (a cast's X and targets), who made it, and (when the state
 * was a priority point) that state's fingerprint.
 */
record Move(GameState before, Choice choice, Vector<Choice> answers, int player, boolean atPriority, long quickKey) {
    /** The full fingerprint of the state the move was made in (computed when needed). */
    long fingerprint() {
        return Fingerprint.of(before);
    }

    /**
     * A loop's optional action: anything but passing priority (a loop of passes alone is a
     * mandatory loop, 421.4). Answers given inside an action ("may" choices, targets) are optional.
     */
    boolean optional() {
        return !(choice instanceof Choice.Pass) || !answers.isEmpty();
    }
}
