package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.Pending;
import io.vavr.collection.Vector;

/** A procedure stopped at {@code decision}, with the answers it has been given so far. */
public record InProgress(Procedure procedure, Vector<Choice> answers, Decision decision) implements Pending {
}
