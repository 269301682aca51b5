package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/**
 * Lowers "deals N damage divided as you choose among ..." (601.2d) into one target requirement of
 * 1 to the stated number of targets (never more than N: each is dealt at least 1) and an
 * {@link Effect.DividedDamage}. Only spells announce a division as they are cast; an ability that
 * divides damage is refused.
 */
final class DividedDamageLowering {

    private DividedDamageLowering() {
    }

    static Effect lower(EffectNode.DividedDamage d, ParseContext ctx, Amount amount) {
        if (ctx.sourceIsPermanent() || !(d.source() instanceof ObjectRef.Self)) {
            throw new NotSupported("divided damage from an ability (601.2d: announced only as a spell is cast)");
        }
        if (!(amount instanceof Amount.Fixed) && !(amount instanceof Amount.X)) {
            throw new NotSupported("divided damage of a variable amount");
        }
        int max = amount instanceof Amount.Fixed f ? Math.min(d.max(), f.value()) : d.max();
        TargetFilter filter;
        String text;
        if (d.noun() == null) {
            filter = new TargetFilter.AnyTarget();
            text = "targets";
        } else {
            NounLowering.Lowered l = NounLowering.lower(d.noun());
            if (l.kind() != NounLowering.Kind.PERMANENT) throw new NotSupported("divided damage among cards or spells");
            filter = new TargetFilter.Permanent(l.filter());
            text = "target " + d.noun();
        }
        int index = ctx.addTarget(new TargetSpec(filter, 1, max, text));
        return new Effect.DividedDamage(amount, index);
    }
}
