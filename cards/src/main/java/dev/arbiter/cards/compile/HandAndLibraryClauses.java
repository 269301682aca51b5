package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ClauseShapeGrammar;
import dev.arbiter.cards.grammar.ast.ClauseShapeNodes;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * Clauses that move cards from a library or a hand to the graveyard: "[player] mills N cards"
 * (701.13) and "[player] discards N cards [at random]" (701.8), read by {@link ClauseShapeGrammar#cards}. Without a
 * subject the imperative means "you" ("draw a card, then discard a card").
 */
final class HandAndLibraryClauses {

    private HandAndLibraryClauses() {
    }

    /** The effect of such a clause, or null when {@code clause} is not one. */
    static Effect clause(String clause, ParseContext pc) {
        ClauseShapeNodes.CardsFromZone m = ClauseShapeGrammar.cards(clause);
        if (m == null) return null;
        Who who = EffectClauses.who(m.subject(), m.verb(), pc);
        Amount n = Amounts.amount(m.amount(), pc);
        if (who == null || n == null) return null;
        return m.discard() ? new Effect.Discard(who, n, m.atRandom()) : new Effect.Mill(who, n);
    }
}
