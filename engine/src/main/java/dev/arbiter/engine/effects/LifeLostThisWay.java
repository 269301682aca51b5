package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;

/**
 * "Each opponent loses 2 life. You gain life equal to the life lost this way." (119.3, 608.2c): the loss happens
 * player by player, and the life each player lost (a player out of the game loses none), summed, is what is gained.
 */
final class LifeLostThisWay {
    private LifeLostThisWay() {
    }

    static boolean resolve(Ctx ctx, Effect.GainLifeLostThisWay g, Resolution r) {
        int n = PlayerAmounts.value(ctx, g.loss().amount(), r);
        int lost = 0;
        for (int p : EffectSubjects.players(ctx, g.loss().who(), r)) {
            if (n <= 0 || !ctx.s.player(p).inGame()) continue; // 119.3: as LifeTotals.lose does
            LifeTotals.lose(ctx, p, n);
            lost += n; // per player, also when a team shares its total (810.9)
        }
        if (ctx.logging()) ctx.log("%d life lost this way", lost);
        for (int p : EffectSubjects.players(ctx, g.who(), r)) LifeTotals.gain(ctx, p, lost);
        return true;
    }
}
