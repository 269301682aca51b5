package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.util.RecordTrees;

/**
 * "[effect with up to X target ...], where X is [count]" in a triggered ability (601.2c via 603.3d: "return up to X target
 * creature cards from your graveyard to the battlefield, where X is the number of times ~ was kicked"): the number of
 * targets is known as the ability is put on the stack, so X is counted then ({@code Effect.XFixedOnStack}) and the effect
 * reads that X. Only when the trigger's event names no amount of its own ("that much", the entering spell's X) and the
 * count is one the state alone tells (permanents, cards, devotion, kicks): otherwise refused.
 */
final class TriggerWhereXLowering {

    private TriggerWhereXLowering() {
    }

    /** The effect with X fixed on the stack, or null when this isn't a trigger's "X target ..., where X is". */
    static Effect lower(EffectLowering base, ParseContext ctx, EffectNode.WhereX w) {
        if (!ctx.xCountableOnStack() || !RecordTrees.contains(w.body(),
                o -> o instanceof ObjectRef.Targeted t && t.max() == ObjectRef.Targeted.X)) {
            return null;
        }
        Amount count = base.amountOf(w.x());
        if (!countedFromState(count)) throw new NotSupported("\"X target\" with an X the stack can't count (601.2c)");
        Amount before = base.whereX();
        ctx.xFixedOnStack(true);
        try {
            base.whereX(new Amount.X()); // the ability's X: the count made as it was put on the stack
            Effect body = base.lower(w.body());
            if (body == null) return null;
            if (RecordTrees.contains(body, Amount.ThatMuch.class)) throw new NotSupported("\"X target\" beside \"that much\"");
            return new Effect.XFixedOnStack(count, body);
        } finally {
            base.whereX(before);
            ctx.xFixedOnStack(false);
        }
    }

    /** Whether {@code a} is a count the game state tells without a resolving effect (107.1, 700.5, 702.33c). */
    private static boolean countedFromState(Amount a) {
        if (a instanceof Amount.Times t) return countedFromState(t.count());
        if (a instanceof Amount.Plus p) return countedFromState(p.of());
        return a instanceof Amount.CountPermanents || a instanceof Amount.Devotion || a instanceof Amount.TimesKicked
                || a instanceof Amount.CountCardsYouOwn || a instanceof Amount.CardsInAllGraveyards;
    }
}
