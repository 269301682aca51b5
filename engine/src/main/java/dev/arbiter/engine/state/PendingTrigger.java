package dev.arbiter.engine.state;

import dev.arbiter.engine.ability.TriggeredAbility;

/**
 * A triggered ability that has triggered and waits to be put on the stack the next time a player
 * would receive priority (603.3). {@code thatPlayer} and {@code thatObject} are what the trigger
 * event named ("that player", "that creature", "the blocking creature"), or -1.
 */
public record PendingTrigger(int source, int controller, TriggeredAbility ability, int thatPlayer, int thatObject,
                             int sourceZoneChanges) {
    public PendingTrigger(int source, int controller, TriggeredAbility ability, int thatPlayer, int thatObject) {
        this(source, controller, ability, thatPlayer, thatObject, -1);
    }
}
