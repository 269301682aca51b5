package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * "Drain Life deals X damage to any target. You gain life equal to the damage dealt, but not more life than the
 * player's life total before the damage was dealt, the planeswalker's loyalty before the damage was dealt, or the
 * creature's toughness." (120.3, 608.2c): the damage actually dealt after prevention (615) is what the rest reads.
 */
final class DamageDealtThen {
    private DamageDealtThen() {
    }

    static void resolve(Ctx ctx, Effect.DealDamageThen dt, Resolution r) {
        int n = PlayerAmounts.value(ctx, dt.damage().amount(), r);
        boolean capped = dt.capped();
        int total = 0;
        for (Target t : EffectSubjects.recipients(ctx, dt.damage().to(), r)) {
            int cap = capped ? cap(ctx, t) : Integer.MAX_VALUE; // read before the damage is dealt
            int dealt = Damage.dealTo(ctx, r.source(), t, n, false).amount();
            total += Math.max(0, Math.min(dealt, cap));
        }
        EffectResolver.resolve(ctx, dt.then(), new Resolution(r.source(), r.controller(), r.targets(), total, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }

    /** The player's life total, the planeswalker's loyalty or the creature's toughness before the damage (107.1b: not below 0). */
    private static int cap(Ctx ctx, Target t) {
        if (t instanceof Target.Player p) return Math.max(0, ctx.s.player(p.player()).life());
        GameObject o = ctx.s.object(((Target.Object) t).id());
        if (o.zone() != Zone.BATTLEFIELD) return 0;
        Characteristics ch = Layers.of(ctx.s, o);
        if (ch.isCreature()) return Math.max(0, ch.toughness());
        if (ch.is(CardType.PLANESWALKER)) return o.counters().get("loyalty");
        return 0;
    }
}
