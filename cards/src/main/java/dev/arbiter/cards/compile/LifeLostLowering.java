package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Effect;

import java.util.ArrayList;
import java.util.List;

/**
 * "Each opponent loses 2 life. You gain life equal to the life lost this way." (119.3, 608.2c): the gain is joined
 * to the loss just before it ({@link Effect.GainLifeLostThisWay}); "the life lost this way" anywhere else is refused
 * (it stays an {@link AmountNode.LifeLostThisWay} that no amount lowering knows).
 */
final class LifeLostLowering {
    private LifeLostLowering() {
    }

    /** The sentences with a gain of "the life lost this way" joined to the loss of life just before it. */
    static List<EffectNode> group(List<EffectNode> nodes) {
        List<EffectNode> out = new ArrayList<>();
        for (EffectNode n : nodes) {
            EffectNode last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && isLoss(last) && n instanceof EffectNode.Life l && l.gain()
                    && (l.amount() instanceof AmountNode.LifeLostThisWay || thatMuchLost(last, l))) {
                out.set(out.size() - 1, new EffectNode.GainLifeLost(last, l.who()));
            } else {
                out.add(n);
            }
        }
        return out;
    }

    /**
     * 608.2c, 119.3: "Target opponent loses 3 life. You gain that much life." — "that much" after a loss of life is the
     * life lost, unless the loss itself was "that much" (then both are the trigger's amount, 603.2, read as before).
     */
    private static boolean thatMuchLost(EffectNode loss, EffectNode.Life gain) {
        if (!(gain.amount() instanceof AmountNode.ThatMuch)) return false;
        EffectNode body = loss instanceof EffectNode.WhereX w ? w.body() : loss;
        return body instanceof EffectNode.Life l && !dev.arbiter.engine.util.RecordTrees.contains(l.amount(),
                o -> o instanceof AmountNode.ThatMuch);
    }

    private static boolean isLoss(EffectNode n) {
        if (n instanceof EffectNode.WhereX w) return isLoss(w.body());
        return n instanceof EffectNode.Life l && !l.gain();
    }

    static Effect lower(EffectLowering effects, EffectNode.GainLifeLost g) {
        Effect loss = effects.lower(g.loss());
        if (!(loss instanceof Effect.LoseLife l)) throw new NotSupported("\"the life lost this way\" after more than a loss of life");
        return new Effect.GainLifeLostThisWay(l, effects.player(g.gainer()));
    }
}
