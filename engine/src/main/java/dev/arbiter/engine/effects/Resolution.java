package dev.arbiter.engine.effects;

import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * What an effect needs to know while it is carried out: its source, controller, the targets still
 * legal (608.2b), X, the player and object a trigger refers to, (for mana abilities paid
 * automatically) which mana alternative to produce, and the zone-change count of the source as the
 * ability was activated or triggered (-1 when unknown).
 */
public record Resolution(int source, int controller, Vector<Vector<Target>> targets, int x, int thatPlayer,
                         int thatObject, ManaPool chosenMana, int sourceZoneChanges) {
    /** Without the source's zone-change count (-1: the source as it is now). */
    public Resolution(int source, int controller, Vector<Vector<Target>> targets, int x, int thatPlayer,
                      int thatObject, ManaPool chosenMana) {
        this(source, controller, targets, x, thatPlayer, thatObject, chosenMana, -1);
    }
    public static Resolution of(int source, int controller) {
        return new Resolution(source, controller, Vector.empty(), 0, -1, -1, null);
    }

    public Vector<Target> targetsOf(int index) {
        return index < targets.size() ? targets.get(index) : Vector.empty();
    }
}
