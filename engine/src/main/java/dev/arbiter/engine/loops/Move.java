package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;

/**
 * One completed choice in the history of the current step: the state it was made in, the choice
 * and the answers that completed it (a cast's X and targets), who made it, and (when the state
 * was a priority point) that state's fingerprint. One object a choice (issue 13: the fingerprint's
 * cache is a field of it, not an object of its own).
 */
final class Move {
    private final GameState before;
    private final Choice choice;
    private final Vector<Choice> answers;
    private final int player;
    private final boolean atPriority;
    private final long quickKey;
    private final boolean forced;
    /** The full fingerprint of {@link #before}, once computed (a value derived from the move: never part of its equality). */
    private long fingerprint;
    private boolean fingerprintKnown;

    Move(GameState before, Choice choice, Vector<Choice> answers, int player, boolean atPriority, long quickKey) {
        this(before, choice, answers, player, atPriority, quickKey, false);
    }

    /** {@code forced}: the answer to a triggered ability's question that had only that one legal answer (421.4). */
    Move(GameState before, Choice choice, Vector<Choice> answers, int player, boolean atPriority, long quickKey,
         boolean forced) {
        this.before = before;
        this.choice = choice;
        this.answers = answers;
        this.player = player;
        this.atPriority = atPriority;
        this.quickKey = quickKey;
        this.forced = forced;
    }

    GameState before() { return before; }
    Choice choice() { return choice; }
    Vector<Choice> answers() { return answers; }
    int player() { return player; }
    boolean atPriority() { return atPriority; }
    long quickKey() { return quickKey; }
    boolean forced() { return forced; }

    /** The full fingerprint of the state the move was made in (computed once, when needed). */
    long fingerprint() {
        if (!fingerprintKnown) {
            fingerprint = Fingerprint.of(before);
            fingerprintKnown = true;
        }
        return fingerprint;
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

    @Override
    public String toString() {
        return "Move[choice=" + choice + ", answers=" + answers + ", player=" + player + ", atPriority=" + atPriority
                + ", quickKey=" + quickKey + ", forced=" + forced + "]";
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
