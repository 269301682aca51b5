package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.util.RecordTrees;

/**
 * Every player's top card revealed and counted by kind (701.16a, 608.2c; parley):
 * <pre>
 * each-reveal-top := "each player reveals the top card of their library ." for-each-scaled
 * </pre>
 * where the "for each" of {@link ForEachScaledGrammar} counts "[noun] revealed this way" ("For each nonland card revealed
 * this way, put a +1/+1 counter on ~."). The cursor stops before the last "."; null (cursor unchanged) for anything else.
 */
final class EachRevealTopGrammar {
    private EachRevealTopGrammar() {
    }

    static EffectNode sentences(Cursor c) {
        if (!c.at("each player reveals the top card of their library")) return null;
        return c.attempt(EachRevealTopGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        if (!c.accept("each player reveals the top card of their library .")) return null;
        EffectNode then = ForEachScaledGrammar.clause(c); // 107.1: "for each ... revealed this way, [fixed amounts]"
        if (then == null || !RecordTrees.contains(then, AmountNode.RevealedThisWay.class)) return null;
        return new EffectNode.EachRevealTopThen(then);
    }
}
