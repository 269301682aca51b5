package dev.arbiter.cards.compile;

import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;

import java.util.ArrayList;
import java.util.List;

/**
 * "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8a, 608.2c): the sentence
 * counting "destroyed this way" is joined to the destroy just before it ({@link Effect.CountDestroyed}); a count
 * with no such destroy before it is refused.
 */
final class ThisWayLowering {

    private ThisWayLowering() {
    }

    /** The sentences with each "destroyed this way" sentence joined to the destroy before it. */
    static List<EffectNode> group(List<EffectNode> nodes) {
        List<EffectNode> out = new ArrayList<>();
        for (EffectNode n : nodes) {
            EffectNode last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last instanceof EffectNode.Destroy && mentions(n)) out.set(out.size() - 1, new EffectNode.CountDestroyed(last, n));
            else if (last instanceof EffectNode.Discard && RecordTrees.contains(n, AmountNode.DiscardedThisWay.class)) {
                out.set(out.size() - 1, new EffectNode.CountDiscarded(last, n)); // 701.9a
            } else out.add(n);
        }
        return out;
    }

    static Effect lower(EffectLowering effects, EffectNode.CountDestroyed cd) {
        Effect destroy = effects.lower(cd.destroy());
        if (!(destroy instanceof Effect.Destroy) && !(destroy instanceof Effect.DestroyNoRegeneration)) {
            throw new NotSupported("\"destroyed this way\" after more than a destroy");
        }
        AmountNode.DestroyedThisWay counted = RecordTrees.first(cd.then(), AmountNode.DestroyedThisWay.class);
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.DESTROYED_THIS_WAY, cd.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"destroyed this way\"");
        NounLowering.Lowered l = NounLowering.lower(counted.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"destroyed this way\" counting cards");
        return new Effect.CountDestroyed(destroy, l.filter(), then);
    }

    /** "Target player discards two cards, then draws as many cards as they discarded this way." (701.9a) */
    static Effect lower(EffectLowering effects, EffectNode.CountDiscarded cd) {
        Effect discard = effects.lower(cd.discard());
        if (!(discard instanceof Effect.Discard)) throw new NotSupported("\"discarded this way\" after more than a discard");
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.DISCARDED_THIS_WAY, cd.then());
        if (contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"discarded this way\"");
        return new Effect.CountDiscarded(discard, then);
    }

    static Amount amount(EffectLowering effects, AmountNode.DiscardedThisWay d) {
        if (!effects.names(EffectLowering.Antecedent.DISCARDED_THIS_WAY)) {
            throw new NotSupported("\"discarded this way\" with no discard just before");
        }
        return new Amount.DiscardedThisWay();
    }

    static Amount amount(EffectLowering effects, AmountNode.DestroyedThisWay d) {
        if (!effects.names(EffectLowering.Antecedent.DESTROYED_THIS_WAY)) throw new NotSupported("\"destroyed this way\" with no destroy just before");
        NounLowering.Lowered l = NounLowering.lower(d.noun());
        if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("\"destroyed this way\" counting cards");
        Amount count = new Amount.DestroyedThisWay(l.filter(), d.graveyard());
        return d.factor() == 1 ? count : new Amount.Times(d.factor(), count);
    }

    private static boolean mentions(Object o) {
        return RecordTrees.contains(o, AmountNode.DestroyedThisWay.class);
    }

    private static boolean contains(Object o, Class<?> kind) {
        return RecordTrees.contains(o, kind);
    }
}
