package dev.arbiter.cards.grammar;

/**
 * Words that only tie a sentence to the one before it (608.2c: each sentence is followed in order):
 * <pre>
 * also       := "also" before ("gets" | "get" | "gains" | "gain")
 * additional := "an additional" before a +P/+T      (613.4c: one more modification, added to the others)
 * </pre>
 * "Creatures you control get +2/+1 until end of turn. White creatures you control also gain first strike until end of
 * turn." gives first strike as "White creatures you control gain first strike until end of turn" would; "that creature
 * gets an additional +2/+2 until end of turn" is another +2/+2 until end of turn.
 */
final class AlsoGrammar {
    private AlsoGrammar() {
    }

    /** Skips "also" when a get/gain verb follows; otherwise leaves the cursor unchanged. */
    static void skipAlso(Cursor c) {
        int m = c.mark();
        if (c.accept("also") && c.acceptAny("gets", "get", "gains", "gain") != null) {
            c.reset(m);
            c.accept("also");
            return;
        }
        c.reset(m);
    }

    /** After "get(s)": skips "an additional" when a +P/+T follows; otherwise leaves the cursor unchanged. */
    static void skipAdditional(Cursor c) {
        int m = c.mark();
        if (c.accept("an additional")) {
            Token pt = c.peek();
            if (pt != null && pt.kind() == Token.Kind.PT) return;
        }
        c.reset(m);
    }
}
