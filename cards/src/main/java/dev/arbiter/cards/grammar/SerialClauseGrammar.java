package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A series of clauses joined by commas, the last by ", and" (608.2c: each done in the order written):
 * <pre>
 * series := clause ("," clause)+ ", and" clause
 *           ("put a +1/+1 counter on that creature, it gains haste until end of turn, and it becomes a Vampire ...")
 * </pre>
 * A bare comma joins the next clause only when the series ends with ", and"; the last item is {@link EffectGrammar}'s
 * ordinary join. Tried after {@link SubjectListGrammar} (clauses with player subjects), so it reads the rest: clauses
 * about an object ("it gains haste") or with no subject.
 */
final class SerialClauseGrammar {
    private SerialClauseGrammar() {
    }

    /** ", " and the next clause of a series ending in ", and", or null with the cursor unchanged. */
    static EffectNode next(Cursor c) {
        int m = c.mark();
        if (!c.accept(",") || c.at("and") || c.at("then")) {
            c.reset(m);
            return null;
        }
        try {
            EffectNode next = EffectGrammar.clause(c);
            if (c.at(", and") && !c.at(", and then")) return next;
            int k = c.mark();
            EffectNode more = next(c); // a longer series: the next item must be one too
            c.reset(k);
            if (more != null) return next;
        } catch (ParseFailure f) {
            // not a clause
        }
        c.reset(m);
        return null;
    }
}
