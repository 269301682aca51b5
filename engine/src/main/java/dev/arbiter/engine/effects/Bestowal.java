package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import io.vavr.collection.Vector;

/** Whether a permanent is a bestowed Aura (702.103b), and its ceasing to be one (702.103f). */
public final class Bestowal {
    private Bestowal() {
    }

    /** Whether {@code id} is a bestowed Aura (702.103b). */
    public static boolean isBestowed(GameState s, int id) {
        GameObject o = s.object(id);
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.Bestowed && e.affected().contains(o.ref())) return true;
        }
        return false;
    }

    /** 702.103f: it ceases to be bestowed (and becomes unattached): the permanent is a creature again. */
    public static GameState ceaseToBeBestowed(GameState s, int id) {
        GameObject o = s.object(id);
        Vector<ContinuousEffect> kept = s.effects().filter(e -> !(e.modification() instanceof Modification.Bestowed
                && e.affected().contains(o.ref())));
        return s.withEffects(kept).withObject(o.withAttachedTo(GameObject.NONE));
    }
}
