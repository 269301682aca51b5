package dev.arbiter.engine.timing;

/** The five phases of a turn (500.1). */
public enum Phase {
    BEGINNING, PRECOMBAT_MAIN, COMBAT, POSTCOMBAT_MAIN, ENDING
}
