package dev.arbiter.engine.effects;

import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.StackItem;

/**
 * Whether a resolving spell was kicked (702.33d): read from the spell on the stack as it resolves (608.2);
 * for an ability of a permanent, whether that permanent was a kicked spell (702.33e).
 */
public final class Kicked {
    private Kicked() {
    }

    public static boolean wasKicked(GameState s, int spell) {
        for (StackItem i : s.stack()) {
            if (i instanceof StackItem.Spell sp && sp.objectId() == spell) return sp.kicked();
        }
        return dev.arbiter.engine.layers.KickedRecords.wasKicked(s, spell); // 702.33e: linked to the permanent's kicker
    }
}
