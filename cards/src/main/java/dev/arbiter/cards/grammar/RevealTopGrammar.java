package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Revealing the top of one's library and taking every card of a kind (701.16, 401.4):
 * <pre>
 * reveal-take := "reveal the top" number "cards of your library ." "put all" plural-card-noun "revealed this way
 *                into your hand and the rest" ("on the bottom of your library in any order" | "into your graveyard")
 * </pre>
 * "in a random order" is not read: the engine's bottom order is chosen.
 */
final class RevealTopGrammar {
    private RevealTopGrammar() {
    }

    /** The two sentences (up to the last "."), or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        if (!c.accept("reveal the top")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (n == null || !c.accept("cards of your library . put all")) {
            c.reset(m);
            return null;
        }
        try {
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() && noun.hasHead("card") && noun.zone() == null
                    && c.accept("revealed this way into your hand and the rest")) {
                if (c.accept("on the bottom of your library in any order")) return new EffectNode.RevealTopTakeAll(n, noun, false);
                if (c.accept("into your graveyard")) return new EffectNode.RevealTopTakeAll(n, noun, true);
            }
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }
}
