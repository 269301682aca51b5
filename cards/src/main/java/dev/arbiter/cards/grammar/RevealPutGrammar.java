package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * After "reveal the top N cards of your library .":
 * <pre>
 * reveal-put := "put a" noun "from among them onto the battlefield" ["with" N KIND ("counter" | "counters") "on it"] "."
 *               [until-your-next-turn-sentence "."] "then shuffle"
 * </pre>
 * (701.16a, 110.4a, 122.6, 608.2c: the sentence between names the card put as "it"; 701.20a). The cursor stops before
 * the last "."; null (cursor unchanged) for anything else.
 */
final class RevealPutGrammar {
    private RevealPutGrammar() {
    }

    static EffectNode rest(Cursor c, AmountNode revealed) {
        int m = c.mark();
        try {
            EffectNode n = read(c, revealed);
            if (n == null) c.reset(m);
            return n;
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    private static EffectNode read(Cursor c, AmountNode revealed) {
        if (!c.accept("put a")) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.zone() != null) return null;
        if (!c.accept("from among them onto the battlefield")) return null;
        String kind = null;
        int counters = 0;
        if (c.accept("with")) { // 122.6: "with three +1/+1 counters on it"
            AmountNode k = ReferenceGrammar.count(c);
            if (!(k instanceof AmountNode.Fixed f) || f.value() < 1) return null;
            counters = f.value();
            kind = CounterGrammar.kind(c);
            if (kind == null || c.acceptAny("counters", "counter") == null || !c.accept("on it")) return null;
        }
        if (!c.accept(".")) return null;
        EffectNode then = null;
        if (!c.at("then shuffle")) {
            then = FrontedDurationGrammar.untilYourNextTurn(c); // 611.2a: "It gains hexproof until your next turn."
            if (then == null || !c.accept(".")) return null;
        }
        if (!c.accept("then shuffle")) return null; // 701.20a
        return new EffectNode.RevealPutThenShuffle(revealed, noun, kind, counters, then);
    }
}
