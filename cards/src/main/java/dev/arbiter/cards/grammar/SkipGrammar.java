package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Skipping (614.10), after a player subject:
 * <pre>
 * skip := ("skip" | "skips") ("your" | "their") "next" ("untap step" | "upkeep step" | "draw step" | "combat phase" | "turn")
 * </pre>
 */
public final class SkipGrammar {
    private static final String[] WHAT = {"untap step", "upkeep step", "draw step", "combat phase", "turn"};

    private SkipGrammar() {
    }

    /** The clause at the cursor, or null (nothing consumed) when it isn't a "skips their next ..." one. */
    public static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (!c.accept(third ? "skips" : "skip") || c.acceptAny("your next", "their next") == null) {
            c.reset(m);
            return null;
        }
        for (String w : WHAT) {
            if (c.accept(w)) return new EffectNode.SkipNext(who, w);
        }
        c.reset(m);
        return null;
    }
}
