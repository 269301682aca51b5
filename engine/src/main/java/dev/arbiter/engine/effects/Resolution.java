package dev.arbiter.engine.effects;

import dev.arbiter.engine.mana.ManaPool;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * What an effect needs to know while it is carried out: its source, controller, the targets still
 * legal (608.2b), X, the player and object a trigger refers to, and (for mana abilities paid
 * automatically) which mana alternative to produce.
 */
public record Resolution(int source, int controller, Vector<Vector<Target>> targets, int x, int thatPlayer,
                         int thatObject, ManaPool chosenMana) {
    public static Resolution of(int source, int controller) {
        return new Resolution(source, controller, Vector.empty(), 0, -1, -1, null);
    }

    public Vector<Target> targetsOf(int index) {
        return index < targets.size() ? targets.get(index) : Vector.empty();
    }
}
