package dev.arbiter.engine.ability;

/** Whose object or which player, relative to an ability's controller. */
public enum Relation {
    ANY, YOU, OPPONENT,
    /** "you don't control": any other player, teammates included (102.3). */
    NOT_YOU,
    /** "enchanted player": the player the source Aura is attached to (303.4, 702.5d); only with the source known. */
    ENCHANTED
}
