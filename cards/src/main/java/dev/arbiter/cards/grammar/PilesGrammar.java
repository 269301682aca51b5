package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * Revealed cards separated into two piles (700.3), one pile to the hand and the other to the graveyard:
 * <pre>
 * piles := "reveal the top" N "cards of your library" ( ". an opponent separates those cards into two piles . put one pile
 *              into your hand and the other into your graveyard"
 *          | "and separate them into two piles . an opponent chooses one of those piles . put that pile into your hand and
 *              the other into your graveyard" )
 * </pre>
 * up to the last sentence's period.
 */
final class PilesGrammar {

    private PilesGrammar() {
    }

    /** The sentences at the cursor, or null with the cursor unchanged. */
    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        if (!c.accept("reveal the top")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed) || !c.accept("cards of your library")) {
            c.reset(m);
            return null;
        }
        if (c.accept(". an opponent separates those cards into two piles . put one pile into your hand and the other into"
                + " your graveyard")) {
            return new EffectNode.RevealPiles(n, true);
        }
        if (c.accept("and separate them into two piles . an opponent chooses one of those piles . put that pile into your"
                + " hand and the other into your graveyard")) {
            return new EffectNode.RevealPiles(n, false);
        }
        c.reset(m);
        return null;
    }
}
