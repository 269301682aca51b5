package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.util.RecordTrees;

/**
 * Lowers the moves of {@link dev.arbiter.cards.grammar.ZoneMoveGrammar}: whole zones exiled (406.2), a player's own hand
 * cards put on top of their library and an object its owner puts on the top or bottom of their library (401.4).
 */
final class ZoneMoveLowering {

    private ZoneMoveLowering() {
    }

    /** The effect of {@code node} if it is one of these, else null. */
    static Effect lower(EffectLowering effects, EffectNode node) {
        if (node instanceof EffectNode.ExileZonesOf x) { // 406.2
            return new Effect.ExileCardsInZones(effects.player(x.whose()), x.hand(), x.graveyard(), x.library());
        }
        if (node instanceof EffectNode.OwnHandCardsOnTop h) return new Effect.PutOwnHandCardsOnTop(effects.player(h.who()), h.count());
        if (node instanceof EffectNode.OwnerPutsTopOrBottom o) { // 401.4: a permanent, read as any other target
            return new Effect.PutOnTopOrBottomByOwner(effects.permanents(o.object()));
        }
        if (node instanceof EffectNode.CountExiled ce) return countExiled(effects, ce); // 406, 608.2c
        if (node instanceof EffectNode.SearchManaValueAtMost sm) { // 701.23, 202.3: the bound read as it resolves
            return new Effect.SearchWithManaValueAtMost((Effect.SearchLibrary) effects.search(sm.search()),
                    effects.amountOf(sm.manaValue()));
        }
        return null;
    }

    /** "Exile ... . For each creature card exiled this way, [then]": the exile, then what counts it (608.2c). */
    private static Effect countExiled(EffectLowering effects, EffectNode.CountExiled ce) {
        Effect exile = effects.lower(ce.exile());
        // 608.2c: an exile other than Effect.Exile (a graveyard, the top cards) is read from what it moved (StepRecord)
        AmountNode.ExiledThisWay counted = RecordTrees.first(ce.then(), AmountNode.ExiledThisWay.class);
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.EXILED_THIS_WAY, ce.then());
        if (RecordTrees.contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"exiled this way\"");
        return new Effect.CountExiled(exile, filter(counted), then);
    }

    /** The amount "for each [noun] exiled this way", read only right after an exile (608.2c). */
    static Amount amount(EffectLowering effects, AmountNode.ExiledThisWay d) {
        if (!effects.names(EffectLowering.Antecedent.EXILED_THIS_WAY)) throw new NotSupported("\"exiled this way\" with no exile just before");
        Amount count = new Amount.ExiledThisWay(filter(d), d.noun().hasHead("card"));
        return d.factor() == 1 ? count : new Amount.Times(d.factor(), count);
    }

    /** The counted kind: a card ("creature card") or a permanent ("creature") noun, as its object was before the exile. */
    private static ObjectFilter filter(AmountNode.ExiledThisWay d) {
        NounLowering.Lowered l = NounLowering.lower(d.noun());
        ObjectFilter f = l.filter();
        if (f.controller() != dev.arbiter.engine.ability.Relation.ANY || !f.more().none() || f.other()) {
            throw new NotSupported("\"exiled this way\" counting \"" + d.noun() + "\"");
        }
        return f;
    }
}
