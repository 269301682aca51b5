package dev.arbiter.engine.proc;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Pending;
import io.vavr.collection.Vector;

/**
 * A procedure stopped at {@code decision}, with the answers it has been given so far.
 * {@code view} is the game as it stands at that moment, part-way through the procedure (the new
 * hand while deciding on a mulligan, the spell on the stack while choosing its targets): what
 * the deciding player sees. The game itself continues from the state before the procedure.
 * {@code start} is the priority action that began it (a cast, an activation), or null for the
 * game's own procedure.
 */
public record InProgress(Procedure procedure, Vector<Choice> answers, Decision decision, GameState view,
                         Choice start) implements Pending {
}
