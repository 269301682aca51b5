package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ExchangeLifeNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Two players exchanging life totals (701.10c):
 * <pre>
 * exchange-life := ("exchange" | "exchanges") "life totals with" player     (the subject and that player)
 *                | "exchange life totals"                                    (after "two target players")
 * </pre>
 * "Exchange life totals with target opponent." / "you may have two target players exchange life totals".
 */
final class ExchangeLifeGrammar {

    private ExchangeLifeGrammar() {
    }

    /** The phrase after the subject {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        return c.attempt(k -> read(k, who, third));
    }

    private static EffectNode read(Cursor c, PlayerRef who, boolean third) {
        if (!c.accept(third ? "exchanges life totals" : "exchange life totals")) return null;
        if (c.accept("with")) {
            PlayerRef other = ReferenceGrammar.player(c);
            if (other.equals(who) || other instanceof PlayerRef.You && who instanceof PlayerRef.You) return null;
            return new ExchangeLifeNode(who, other);
        }
        // "two target players exchange life totals": exactly two players named at once
        if (who instanceof PlayerRef.Targeted t && t.min() == 2 && t.max() == 2) return new ExchangeLifeNode(who, null);
        return null;
    }
}
