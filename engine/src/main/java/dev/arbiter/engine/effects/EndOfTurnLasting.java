package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;

/**
 * "[effect] until end of turn" around an effect with no duration of its own (611.2a): "Target permanent becomes an
 * artifact in addition to its other types until end of turn." The continuous effects it creates end in the cleanup step
 * (514.2) instead of lasting for as long as the object stays.
 */
final class EndOfTurnLasting {
    private EndOfTurnLasting() {
    }

    static void resolve(Ctx ctx, Effect.UntilEndOfTurn e, Resolution r) {
        long first = ctx.s.nextTimestamp();
        EffectResolver.resolve(ctx, e.effect(), r);
        ctx.s = ctx.s.withEffects(ctx.s.effects().map(c -> c.timestamp() >= first && c.duration() == Duration.INDEFINITE
                ? new ContinuousEffect(c.timestamp(), c.source(), c.controller(), c.modification(), c.affected(),
                        Duration.UNTIL_END_OF_TURN)
                : c));
    }
}
