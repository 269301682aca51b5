package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Target;
import io.vavr.collection.Vector;

/**
 * Resolving "~ deals X damage divided evenly, rounded down, among any number of targets" (608.2b, 107.1a): the
 * damage is divided as the spell resolves, among the targets still legal then (Fireball's rulings, 2017-11-17),
 * rounded down; more legal targets than damage means none is dealt any.
 */
final class EvenlyDividedDamage {
    private EvenlyDividedDamage() {
    }

    static void resolve(Ctx ctx, Effect.DamageDividedEvenly d, Resolution r) {
        Vector<Target> legal = r.targetsOf(d.targetIndex());
        if (legal.isEmpty()) return;
        int each = PlayerAmounts.value(ctx, d.amount(), r) / legal.size(); // 107.1a: rounded down
        if (each <= 0) return;
        for (Target t : legal) Damage.deal(ctx, r.source(), t, each, false);
    }
}
