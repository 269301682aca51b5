package dev.arbiter.engine.state;

/** Where the game is within a step: the driver's position in the turn structure (500-514, 117). */
public enum Stage {
    /** The step has begun; its turn-based actions (703) are still to be performed. */
    BEGIN,
    /** A player is about to receive priority: state-based actions and triggers come first (117.5). */
    CHECKS,
    /** The priority player holds priority and must act or pass (117). */
    PRIORITY,
    /** All players passed with an empty stack: the step ends (117.4, 500.2). */
    END
}
