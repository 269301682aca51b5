package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A count of permanents as they were when the turn began (500.1):
 * <pre>
 * count := "the number of" NOUN ("they" | "you") "controlled at the beginning of this turn"
 * </pre>
 */
final class TurnStartGrammar {
    private TurnStartGrammar() {
    }

    /** The count, or null (cursor unchanged). */
    static AmountNode count(Cursor c) {
        int m = c.mark();
        if (c.accept("the number of")) {
            try {
                Noun n = NounGrammar.noun(c);
                String who = c.acceptAny("they controlled", "you controlled");
                if (n.plural() && n.controller() == null && who != null && c.accept("at the beginning of this turn")) {
                    return new AmountNode.ControlledAtTurnStart(n, who.startsWith("you"));
                }
            } catch (ParseFailure f) {
                // not this phrase
            }
        }
        c.reset(m);
        return null;
    }
}
