package dev.arbiter.engine.state;

/**
 * Whether an object is a copy, and of what (707): a copy of a spell exists only on the stack; a
 * copy of a card only on the stack or the battlefield (seed 420.5j, 704.5e).
 */
public enum CopyKind {
    NONE,
    /** A copy of a spell put onto the stack (707.10, Fork). */
    SPELL,
    /** A copy of a card, created in the card's zone and then cast (707.12, Isochron Scepter). */
    CARD
}
