package dev.arbiter.engine.ability;

/** Whose object or which player, relative to an ability's controller. */
public enum Relation {
    ANY, YOU, OPPONENT,
    /** "you don't control": any other player, teammates included (102.3). */
    NOT_YOU
}
