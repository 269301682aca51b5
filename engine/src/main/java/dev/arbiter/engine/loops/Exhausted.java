package dev.arbiter.engine.loops;

import dev.arbiter.engine.decision.Choice;

/**
 * A loop that has been repeated the number of times the players chose (421.2-421.5 / 729.2): the
 * player can't take the action that would start it again from the same situation (729.3).
 */
record Exhausted(long fingerprint, int player, Choice restart) {
}
