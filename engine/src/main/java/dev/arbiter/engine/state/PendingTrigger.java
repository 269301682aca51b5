package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.TriggeredAbility;
import io.vavr.collection.Vector;

/**
 * A triggered ability that has triggered and waits to be put on the stack the next time a player
 * would receive priority (603.3). {@code thatPlayer} and {@code thatObject} are what the trigger
 * event named ("that player", "that creature", "the blocking creature"), or -1; {@code amount} the
 * number it named ("that much damage", 0 when none); {@code boundTargets}, for a delayed triggered
 * ability, the particular objects it was created for (603.7c), or null: it then chooses targets.
 */
public record PendingTrigger(int source, int controller, TriggeredAbility ability, int thatPlayer, int thatObject,
                             int sourceZoneChanges, int amount, Vector<Vector<Target>> boundTargets) {
    public PendingTrigger(int source, int controller, TriggeredAbility ability, int thatPlayer, int thatObject,
                          int sourceZoneChanges) {
        this(source, controller, ability, thatPlayer, thatObject, sourceZoneChanges, 0, null);
    }

    public PendingTrigger(int source, int controller, TriggeredAbility ability, int thatPlayer, int thatObject) {
        this(source, controller, ability, thatPlayer, thatObject, -1);
    }
}
