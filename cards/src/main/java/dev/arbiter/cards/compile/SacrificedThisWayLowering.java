package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.engine.util.RecordTrees;

/**
 * "Sacrifice any number of permanents. You gain 2 life for each permanent sacrificed this way." and "sacrifice any
 * number of other permanents, then draw that many cards" (701.17a, 608.2c): the sentence counting the sacrificed
 * permanents is joined to the sacrifice just before it ({@link Effect.SacrificeAnyNumberThen}).
 */
final class SacrificedThisWayLowering {
    private SacrificedThisWayLowering() {
    }

    /** {@code sacrifice} joined to {@code then} when {@code then} counts it, else null. */
    static EffectNode counts(EffectNode sacrifice, EffectNode then) {
        if (!(sacrifice instanceof EffectNode.SacrificeAnyNumber sa)) return null;
        if (RecordTrees.contains(then, AmountNode.SacrificedThisWay.class)) return new EffectNode.CountSacrificed(sa, then);
        // "then draw that many cards": the number sacrificed this way (608.2c)
        if (then instanceof EffectNode.Draw d && d.who() instanceof PlayerRef.You && d.amount() instanceof AmountNode.ThatMuch) {
            return new EffectNode.CountSacrificed(sa, new EffectNode.Draw(d.who(), new AmountNode.SacrificedThisWay(1, sa.noun())));
        }
        // "Search your library for up to that many land cards, ..." (701.23, 608.2c)
        if (then instanceof EffectNode.SearchUpTo su && su.count() instanceof AmountNode.ThatMuch) {
            return new EffectNode.CountSacrificed(sa, new EffectNode.SearchUpTo(su.search(), new AmountNode.SacrificedThisWay(1, sa.noun())));
        }
        return null;
    }

    static Effect lower(EffectLowering effects, EffectNode.CountSacrificed cs) {
        var n = cs.sacrifice().noun();
        NounLowering.Lowered l = NounLowering.lower(n);
        if (l.kind() != NounLowering.Kind.PERMANENT || !n.plural()) throw new NotSupported("sacrificing \"" + n + "\"");
        var f = cs.sacrifice().other() ? l.filter().otherThanSource() : l.filter(); // 109.5: "other": not the source
        // 701.17a: a player sacrifices only permanents they control
        if (f.controller() != Relation.YOU && f.controller() != Relation.ANY) throw new NotSupported("sacrificing \"" + n + "\"");
        Effect then = effects.lowerNaming(EffectLowering.Antecedent.SACRIFICED_THIS_WAY, cs.then());
        if (ThisWayLowering.contains(then, Amount.X.class)) throw new NotSupported("\"X\" beside \"sacrificed this way\"");
        return new Effect.SacrificeAnyNumberThen(f, then);
    }

    static Amount amount(EffectLowering effects, AmountNode.SacrificedThisWay t) {
        ObjectFilter counted = NounLowering.lower(t.noun()).filter();
        // 608.2c, 601.2f: no sacrifice just before: those sacrificed as the spell's cost (checked by SacrificedLowering.misplaced)
        Amount count = effects.names(EffectLowering.Antecedent.SACRIFICED_THIS_WAY) ? new Amount.SacrificedThisWay(counted)
                : new Amount.SacrificedAsCost(counted);
        return t.factor() == 1 ? count : new Amount.Times(t.factor(), count);
    }
}
