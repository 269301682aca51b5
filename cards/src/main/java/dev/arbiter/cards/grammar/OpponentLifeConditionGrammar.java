package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;

/**
 * An opponent's life total (119):
 * <pre>
 * opponent-life := "an opponent has" count "life"
 * </pre>
 */
final class OpponentLifeConditionGrammar {

    private OpponentLifeConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        int m = c.mark();
        try {
            if (c.accept("an opponent has")) {
                ConditionNode.Count n = ConditionGrammar.count(c);
                if (c.accept("life")) return new ConditionNode.OpponentLife(n);
            }
        } catch (ParseFailure f) {
            // not an opponent's life total
        }
        c.reset(m);
        return null;
    }
}
