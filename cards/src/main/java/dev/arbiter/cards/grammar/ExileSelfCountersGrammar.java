package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ExileSelfWithCountersNode;

/**
 * <pre>
 * exile-self := "exile ~ with" count KIND ("counter" | "counters") "on it"     (406.3, 122.1)
 * </pre>
 */
final class ExileSelfCountersGrammar {
    private ExileSelfCountersGrammar() {
    }

    /** The clause, or null (the cursor where it was) when it isn't one. */
    static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("exile ~ with")) return null;
        try {
            StaticGrammar.EnteringCounters n = StaticGrammar.enteringCounters(c);
            return new ExileSelfWithCountersNode(n.kind(), n.amount());
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
