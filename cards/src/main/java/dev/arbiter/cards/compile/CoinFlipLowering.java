package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.stack.DamageDivision;

/** Lowers "Flip a coin. If you win the flip, ... If you lose the flip, ..." (705) into {@link Effect.FlipCoin}. */
final class CoinFlipLowering {

    private CoinFlipLowering() {
    }

    static Effect lower(EffectNode.FlipCoin f, EffectLowering effects) {
        Effect win = f.win() == null ? null : effects.lower(f.win());
        Effect lose = f.lose() == null ? null : effects.lower(f.lose());
        for (Effect e : new Effect[] {win, lose}) {
            // 601.2d: a division is announced as the spell or ability is put on the stack, outside the outcomes
            if (e != null && DamageDivision.find(e) != null) throw new NotSupported("divided damage that depends on a coin flip");
        }
        return new Effect.FlipCoin(win, lose);
    }
}
