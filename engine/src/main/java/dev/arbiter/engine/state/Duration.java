package dev.arbiter.engine.state;

/** How long a continuous effect from a resolved spell or ability lasts (611.2a-b, 514.2). */
public enum Duration {
    /** Ends in the cleanup step (514.2). */
    UNTIL_END_OF_TURN,
    /** Ends as the combat phase ends (500.5, 511.2). */
    UNTIL_END_OF_COMBAT,
    /**
     * "until your next turn" (611.2a; goad, 701.38a): ends as the next turn of the effect's controller begins, before its
     * untap step.
     */
    UNTIL_YOUR_NEXT_TURN,
    /** "until your next upkeep" (611.2a): ends as the effect's controller's next upkeep step begins (503.1). */
    UNTIL_YOUR_NEXT_UPKEEP,
    /** No stated duration: lasts until the game ends or the affected object leaves (611.2a). */
    INDEFINITE
}
