package dev.arbiter.engine.ability;

/**
 * Events of a host (the permanent an Aura or Equipment is attached to) and events limited by what already happened
 * this turn (603.2). The records are named {@code Trigger.X} everywhere (this interface is one of those
 * {@link Trigger} extends); a new one goes into its area's file and into {@code Trigger}'s {@code permits} list.
 */
public interface ObjectHistoryTriggers {

    /** "When enchanted / equipped creature is turned face up" (708.8): "it" is the host. */
    record HostTurnedFaceUp() implements Trigger {
    }

    /**
     * "Whenever ~ attacks for the first time each turn" (508.3a, 603.2): ~ is declared as an attacker and was not
     * declared as one earlier this turn (the turn's record of attackers, 508.1, as the object it is now, 400.7).
     */
    record AttacksFirstTimeEachTurn() implements Trigger {
    }
}
