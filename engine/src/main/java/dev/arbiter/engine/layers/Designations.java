package dev.arbiter.engine.layers;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * Designations a permanent gets from an effect and keeps until it leaves the battlefield (400.7): monstrous
 * (701.37a), renowned (702.112b). They are not abilities or characteristics: a non-layer
 * {@link Modification.Designation} names the object.
 */
public final class Designations {
    public static final String MONSTROUS = "monstrous";
    public static final String RENOWNED = "renowned";

    private Designations() {
    }

    /** The state with permanent {@code o} given designation {@code name}. */
    public static GameState note(GameState s, GameObject o, String name) {
        ContinuousEffect e = new ContinuousEffect(o.timestamp(), o.id(), o.controller(), new Modification.Designation(name),
                Vector.of(o.ref()), Duration.INDEFINITE);
        return s.withEffects(s.effects().append(e));
    }

    /** Whether permanent {@code id} has designation {@code name} as the object it is now (400.7). */
    public static boolean has(GameState s, int id, String name) {
        GameObject o = s.object(id);
        if (o.zone() != Zone.BATTLEFIELD) return false;
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.Designation d && d.name().equals(name) && !e.affected().isEmpty()
                    && e.affected().get(0).equals(o.ref())) {
                return true;
            }
        }
        return false;
    }
}
