package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/**
 * An attacking creature (506.4): what it attacks, whether it became blocked (509.1h: stays
 * blocked even if its blockers leave) and its blockers in declaration order.
 */
public record Attacker(int id, Target defender, boolean blocked, Vector<Integer> blockers) {
    public Attacker withBlockers(Vector<Integer> b, boolean isBlocked) {
        return new Attacker(id, defender, isBlocked, b);
    }
}
