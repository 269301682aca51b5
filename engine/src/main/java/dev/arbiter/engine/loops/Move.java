package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

/**
 * One completed choice in the history of the current step: the state it was made in, the choice
 * and the answers that completed it (a cast's X and targets), who made it, and (when the state
 * was a priority point) that state's fingerprint.
 */
record Move(GameState before, Choice choice, Vector<Choice> answers, int player, boolean atPriority, long quickKey,
            boolean forced, Lazy lazy) {
    Move(GameState before, Choice choice, Vector<Choice> answers, int player, boolean atPriority, long quickKey) {
        this(before, choice, answers, player, atPriority, quickKey, false, new Lazy());
    }

    /** {@code forced}: the answer to a triggered ability's question that had only that one legal answer (421.4). */
    Move(GameState before, Choice choice, Vector<Choice> answers, int player, boolean atPriority, long quickKey,
         boolean forced) {
        this(before, choice, answers, player, atPriority, quickKey, forced, new Lazy());
    }

    /** The full fingerprint of the state the move was made in (computed once, when needed). */
    long fingerprint() {
        if (!lazy.known) {
            lazy.value = Fingerprint.of(before);
            lazy.known = true;
        }
        return lazy.value;
    }

    /**
     * Moves are equal when the same player made the same choices at the same kind of point: the
     * state they were made in follows from the game's earlier choices, and comparing it would
     * recurse through every earlier history.
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && player == m.player && atPriority == m.atPriority && quickKey == m.quickKey
                && choice.equals(m.choice) && answers.equals(m.answers);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(choice, answers, player, atPriority, quickKey);
    }

    /** A cache of a value derived from the move: never part of its equality. */
    static final class Lazy {
        long value;
        boolean known;

        @Override
        public boolean equals(Object o) {
            return o instanceof Lazy;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /**
     * A loop's optional action: anything but passing priority (a loop of passes alone is a
     * mandatory loop, 421.4). Answers given inside an action ("may" choices, targets) are optional, but not the one
     * legal answer to a triggered ability's question (its only possible target): that is no choice.
     */
    boolean optional() {
        return !forced && (!(choice instanceof Choice.Pass) || !answers.isEmpty());
    }
}
