package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Pending;
import io.vavr.collection.Vector;

import java.util.List;
import java.util.Objects;

/**
 * A procedure stopped at {@code decision}, with the answers it has been given so far.
 * {@code view} is the game as it stands at that moment, part-way through the procedure (the new
 * hand while deciding on a mulligan, the spell on the stack while choosing its targets): what
 * the deciding player sees. The game itself continues from the state before the procedure.
 * {@code start} is the priority action that began it (a cast, an activation), or null for the
 * game's own procedure. {@code resume}, when not null, continues the procedure from {@code view} with the answer
 * instead of replaying it from its start with all the answers: a value derived from the others (a procedure is a pure
 * function of its start state and answers), so equality, hashing and the text ignore it.
 */
public record InProgress(Procedure procedure, Vector<Choice> answers, Decision decision, GameState view,
                         Choice start, Resume resume) implements Pending {

    public InProgress(Procedure procedure, Vector<Choice> answers, Decision decision, GameState view, Choice start) {
        this(procedure, answers, decision, view, start, null);
    }

    /**
     * The rest of the procedure at {@code decision} ({@link Continuation}); {@code base}, the state the procedure started
     * from (a pending state whose position is no longer that one, but for the pending action and the loop detector's
     * record, is replayed instead); {@code lines}, the log lines it wrote before the question, or null when it was run
     * without a log (an answer given with a log is then replayed).
     */
    public record Resume(Continuation rest, GameState base, List<String> lines) {
    }

    /** A copy for a thread of its own ({@link GameState#detached()}): without the continuation, whose view it would share. */
    @Override
    public Pending detached() {
        return resume == null ? this : new InProgress(procedure, answers, decision, view, start);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof InProgress ip && Objects.equals(procedure, ip.procedure) && Objects.equals(answers, ip.answers)
                && Objects.equals(decision, ip.decision) && Objects.equals(view, ip.view) && Objects.equals(start, ip.start);
    }

    @Override
    public int hashCode() {
        return Objects.hash(procedure, answers, decision, view, start);
    }

    @Override
    public String toString() {
        return "InProgress[procedure=" + procedure + ", answers=" + answers + ", decision=" + decision + ", view=" + view
                + ", start=" + start + "]";
    }
}
