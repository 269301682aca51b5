package dev.arbiter.cards.grammar;

/**
 * Words that only tie a sentence to the one before it (608.2c: each sentence is followed in order):
 * <pre>
 * also       := "also" before ("gets" | "get" | "gains" | "gain" | "deals" | "deal")
 *             | "also" after a player, before ("discards" | "sacrifices" | "loses" | "draws" | "mills") [or without "s"]
 * additional := "an additional" before a +P/+T      (613.4c: one more modification, added to the others)
 * </pre>
 * "Creatures you control get +2/+1 until end of turn. White creatures you control also gain first strike until end of
 * turn." gives first strike as "White creatures you control gain first strike until end of turn" would; "that creature
 * gets an additional +2/+2 until end of turn" is another +2/+2 until end of turn.
 */
final class AlsoGrammar {
    private AlsoGrammar() {
    }

    /** Skips "also" when a get/gain/deal verb follows; otherwise leaves the cursor unchanged. */
    static void skipAlso(Cursor c) {
        int m = c.mark();
        // 608.2c: "If that permanent is a Spirit, ~ also deals 2 damage to that permanent's controller"
        if (c.accept("also") && c.acceptAny("gets", "get", "gains", "gain", "deals", "deal") != null) {
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

    /**
     * Before a player's verb: skips "also" ("If you control a Liliana planeswalker, each opponent also discards a card":
     * the player discards as "each opponent discards a card" would, 608.2c); otherwise leaves the cursor unchanged.
     */
    static void skipAlsoBeforePlayerVerb(Cursor c) {
        int m = c.mark();
        if (c.accept("also") && c.acceptAny("discards", "discard", "sacrifices", "sacrifice", "loses", "lose", "draws", "draw",
                "mills", "mill") != null) {
            c.reset(m);
            c.accept("also");
            return;
        }
        c.reset(m);
    }
}
