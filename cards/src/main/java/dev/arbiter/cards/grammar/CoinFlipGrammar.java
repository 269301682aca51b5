package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Coin flips (705):
 * <pre>
 * flip := ["you" | "you may"] "flip a coin" "." ["if you win the flip ," chain "."] ["if you lose the flip ," chain "."]
 * </pre>
 * At least one outcome must say what happens. "until you lose a flip", flips for each object and
 * flips by other players are not read.
 */
final class CoinFlipGrammar {

    private CoinFlipGrammar() {
    }

    /** The flip and its outcomes through the last sentence's ".", or null with the cursor where it was. */
    static EffectNode flip(Cursor c) {
        int m = c.mark();
        if (c.accept("you may")) { // "You may flip a coin. If you win the flip, ..." (608.2d): the flip is the optional act
            EffectNode flip = flip(c);
            if (flip != null) return new EffectNode.May(new PlayerRef.You(), flip, null, null);
            c.reset(m);
            return null;
        }
        c.accept("you");
        if (!c.accept("flip a coin .")) {
            c.reset(m);
            return null;
        }
        EffectNode win = null;
        EffectNode lose = null;
        if (c.accept("if you win the flip ,")) {
            win = EffectGrammar.chain(c);
            c.expect(".");
        }
        if (c.accept("if you lose the flip ,")) {
            lose = EffectGrammar.chain(c);
            c.expect(".");
        }
        if (win == null && lose == null) {
            c.reset(m);
            return null;
        }
        return new EffectNode.FlipCoin(win, lose);
    }
}
