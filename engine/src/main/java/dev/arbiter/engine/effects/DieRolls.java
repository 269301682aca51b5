package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.util.Rng;

/**
 * 706: the controller of the effect rolls a die; the natural result (706.2, no modifiers are modelled) comes from the
 * game's seeded generator, each of the die's outcomes equally likely (706.1a). The rest of the effect reads it as "the
 * result" (706.4), a results table's rows each happen only when the result is in their range (706.3a).
 */
final class DieRolls {
    private DieRolls() {
    }

    static void resolve(Ctx ctx, Effect effect, Resolution r) {
        if (effect instanceof Effect.IfDieResult row) { // 706.3a: "If the result was in this range, [effect]."
            if (r.x() >= row.min() && r.x() <= row.max()) EffectResolver.resolve(ctx, row.then(), r);
            return;
        }
        Effect.RollDie roll = (Effect.RollDie) effect;
        Rng rng = ctx.s.rng();
        int result = 1 + rng.below(roll.sides());
        ctx.s = ctx.s.withRng(rng.next());
        ctx.log("%s rolls a d%d: %d (706.2)", ctx.s.player(r.controller()).name(), roll.sides(), result);
        dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.DieRolled(r.controller(), roll.sides(), result));
        EffectResolver.resolve(ctx, roll.then(), new Resolution(r.source(), r.controller(), r.targets(), result, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }
}
