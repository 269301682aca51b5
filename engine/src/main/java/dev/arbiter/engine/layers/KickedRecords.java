package dev.arbiter.engine.layers;

import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * What a permanent remembers of its kicker (702.33d-e): a kicked spell that becomes a permanent
 * gets a non-layer {@link Modification.Kicked} record naming that object (its zone changes, 400.7),
 * read by its abilities linked to the kicker ("When ~ enters, if it was kicked", "If it was kicked,
 * ... instead").
 */
public final class KickedRecords {
    private KickedRecords() {
    }

    /** The state with permanent {@code o} (just entered from the stack as a kicked spell) remembered as kicked. */
    public static GameState note(GameState s, GameObject o) {
        ContinuousEffect e = new ContinuousEffect(o.timestamp(), o.id(), o.controller(), new Modification.Kicked(),
                Vector.of(o.ref()), Duration.INDEFINITE);
        return s.withEffects(s.effects().append(e));
    }

    /**
     * Whether {@code source} is, or last was on the battlefield as, a permanent that was a kicked spell: as it
     * is on the battlefield, or as it last existed there when it has since left (608.2h, 113.7a).
     */
    public static boolean wasKicked(GameState s, int source) {
        GameObject o = s.object(source);
        int zoneChanges = o.zone() == Zone.BATTLEFIELD ? o.zoneChanges() : o.zoneChanges() - 1;
        for (ContinuousEffect e : s.effects()) {
            if (e.source() == source && e.modification() instanceof Modification.Kicked && !e.affected().isEmpty()
                    && e.affected().get(0).zoneChanges() == zoneChanges) {
                return true;
            }
        }
        return false;
    }
}
