package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A series of clauses joined by commas, the last by ", and" (608.2c, 101.4: each done in the order written):
 * <pre>
 * subjects := clause ("," player-clause)+ ", and" player-clause
 *             ("each opponent discards a card, you draw a card, and you gain 2 life")
 * series   := clause ("," clause)+ ", and" clause
 *             ("put a +1/+1 counter on that creature, it gains haste until end of turn, and it becomes a Vampire ...")
 * </pre>
 * A bare comma joins the next clause only when the series ends with ", and"; the last item is {@link EffectGrammar}'s
 * ordinary join. {@link #withSubjects} is tried first: each clause names its player ("you", "each opponent", "target
 * player" ...), and the series may end ", and then"; {@link #anyClauses} reads the rest: clauses about an object ("it
 * gains haste") or with no subject.
 */
final class ClauseSeriesGrammar {
    private ClauseSeriesGrammar() {
    }

    /** ", " and the next clause with its own player subject, or null with the cursor unchanged. */
    static EffectNode withSubjects(Cursor c) {
        return next(c, true);
    }

    /** ", " and the next clause of a series ending in ", and" (not ", and then"), or null with the cursor unchanged. */
    static EffectNode anyClauses(Cursor c) {
        return next(c, false);
    }

    private static EffectNode next(Cursor c, boolean subjects) {
        int m = c.mark();
        if (!c.accept(",") || c.at("and") || c.at("then") || subjects && !namesPlayer(c)) {
            c.reset(m);
            return null;
        }
        try {
            EffectNode next = EffectGrammar.clause(c);
            if (c.at(", and") && (subjects || !c.at(", and then"))) return next;
            int k = c.mark();
            EffectNode more = next(c, subjects); // a longer series: the next item must be one too
            c.reset(k);
            if (more != null) return next;
        } catch (ParseFailure f) {
            // not a clause of the series
        }
        c.reset(m);
        return null;
    }

    private static boolean namesPlayer(Cursor c) {
        return c.at("you") || c.at("each opponent") || c.at("each player") || c.at("target player")
                || c.at("target opponent") || c.at("that player");
    }
}
