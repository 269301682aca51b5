package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A list of clauses with their own player subjects joined by commas (608.2c, 101.4: in the order written):
 * <pre>
 * list := clause ("," player-clause)+ ", and" player-clause
 *         ("each opponent discards a card, you draw a card, and you gain 2 life")
 * </pre>
 * A bare comma joins a clause that names its player ("you", "each opponent", "target player" ...) only when the list
 * ends with ", and"; the last item is {@link EffectGrammar}'s ordinary join.
 */
final class SubjectListGrammar {
    private SubjectListGrammar() {
    }

    /** ", " and the next clause with its own subject, or null with the cursor unchanged. */
    static EffectNode next(Cursor c) {
        int m = c.mark();
        if (!c.accept(",") || c.at("and") || c.at("then")) {
            c.reset(m);
            return null;
        }
        if (!c.at("you") && !c.at("each opponent") && !c.at("each player") && !c.at("target player")
                && !c.at("target opponent") && !c.at("that player")) {
            c.reset(m);
            return null;
        }
        try {
            EffectNode next = EffectGrammar.clause(c);
            if (c.at(", and")) return next;
            int k = c.mark();
            EffectNode more = next(c); // a longer list: the next item must be one too
            c.reset(k);
            if (more != null) return next;
        } catch (ParseFailure f) {
            // not a clause of its own
        }
        c.reset(m);
        return null;
    }
}
