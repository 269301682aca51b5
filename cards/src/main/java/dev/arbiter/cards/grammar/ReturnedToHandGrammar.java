package dev.arbiter.cards.grammar;

/**
 * A permanent returned to its owner's hand (603.6c), after the object of a trigger event ({@link TriggerGrammar}):
 * <pre>
 * returned := "is returned to your hand" ["from the battlefield"]
 * </pre>
 * "Returned" is said of a permanent only: from the battlefield, whether or not the line says so.
 */
final class ReturnedToHandGrammar {

    private ReturnedToHandGrammar() {
    }

    /** Whether {@code c} reads the event's words (and moves past them); else it stays where it was. */
    static boolean returned(Cursor c) {
        int m = c.mark();
        if (!c.accept("is returned to your hand")) return false;
        c.accept("from the battlefield");
        if (c.at(",")) return true;
        c.reset(m);
        return false;
    }
}
