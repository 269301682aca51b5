package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Target;

/**
 * Damage that can't be prevented (615.12): "[damage]. The damage can't be prevented." for the damage of one effect, and
 * "Damage can't be prevented." for all damage while the static ability is there. Prevention effects then prevent
 * nothing and no shield is used up; replacement effects and redirections still apply, and so do the other parts of
 * prevention effects: a shield counter is still removed (122.1c; ruling of 2022-04-29), "remove that many counters" still
 * removes them ({@link Prevention}).
 */
public final class UnpreventableDamage {
    private UnpreventableDamage() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.DamageCantBePreventedThisTurn) { // 615.12: until end of turn (514.2)
            ctx.s = dev.arbiter.engine.state.ContinuousEffect.add(ctx.s, r.source(), r.controller(),
                    new dev.arbiter.engine.state.Modification.DamageUnpreventable(), io.vavr.collection.Vector.empty(),
                    dev.arbiter.engine.state.Duration.UNTIL_END_OF_TURN);
            return true;
        }
        if (!(effect instanceof Effect.DamageCantBePrevented d)) return false;
        int n = PlayerAmounts.value(ctx, d.damage().amount(), r);
        ctx.unpreventableDamage++;
        try {
            for (Target t : EffectSubjects.recipients(ctx, d.damage().to(), r)) Damage.deal(ctx, r.source(), t, n, false);
        } finally {
            ctx.unpreventableDamage--;
        }
        return true;
    }

    /** Whether damage dealt now can't be prevented (615.12). */
    static boolean now(Ctx ctx) {
        if (ctx.unpreventableDamage > 0) return true;
        for (dev.arbiter.engine.state.ContinuousEffect e : ctx.s.effects()) { // "Damage can't be prevented this turn."
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.DamageUnpreventable) return true;
        }
        for (ActiveStatic a : Layers.staticAbilities(ctx.s)) {
            if (a.effect() instanceof StaticEffect.DamageCantBePrevented) return true;
        }
        return false;
    }
}
