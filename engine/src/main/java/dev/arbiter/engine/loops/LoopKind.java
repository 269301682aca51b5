package dev.arbiter.engine.loops;

/** How a detected loop is handled (seed 421 / current 104.4b, 729). */
public enum LoopKind {
    /** Only mandatory actions: the game is a draw (seed 421.4 / 104.4b). */
    MANDATORY,
    /** Optional actions all by one player: they choose a number (seed 421.2). */
    ONE_PLAYER,
    /** Optional actions by several players, each needed to continue: the "last word" protocol (seed 421.3). */
    DEPENDENT,
    /** Optional actions by several players that don't depend on one another (seed 421.5). */
    INDEPENDENT
}
