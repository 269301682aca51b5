package dev.arbiter.engine.state;

import io.vavr.collection.Vector;

/**
 * An attacking creature (506.4): what it attacks, whether it became blocked (509.1h: stays
 * blocked even if its blockers leave), its blockers in declaration order, and the band it is in
 * ({@code band}: the id of the band's first creature, or -1; 702.22c, lasting the rest of combat, 702.22e).
 */
public record Attacker(int id, Target defender, boolean blocked, Vector<Integer> blockers, int band) {
    public Attacker(int id, Target defender, boolean blocked, Vector<Integer> blockers) {
        this(id, defender, blocked, blockers, -1);
    }

    public Attacker withBlockers(Vector<Integer> b, boolean isBlocked) {
        return new Attacker(id, defender, isBlocked, b, band);
    }

    public Attacker withBand(int lead) {
        return new Attacker(id, defender, blocked, blockers, lead);
    }
}
