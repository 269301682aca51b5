package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/** A blocking creature (509.1) and the attackers it blocks. */
public record Blocker(int id, Vector<Integer> attackers) {
}
