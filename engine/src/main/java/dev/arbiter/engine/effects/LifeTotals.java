package dev.arbiter.engine.effects;

import dev.arbiter.engine.events.GameEvent;
import dev.arbiter.engine.events.Triggers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PlayerState;

/** Gaining and losing life (119.3). */
public final class LifeTotals {
    private LifeTotals() {
    }

    public static void gain(Ctx ctx, int player, int amount) {
        if (amount <= 0) return;
        PlayerState p = ctx.s.player(player);
        if (!p.inGame()) return;
        if (Prohibitions.cantGainLife(ctx.s, player)) { // 119.7: the gain doesn't happen
            ctx.log("%s can't gain life", p.name());
            return;
        }
        amount = LifeGainReplacements.apply(ctx, player, amount); // 614.1a
        ctx.s = ctx.s.withLife(player, p.life() + amount); // 810.9: in 2HG the team's total
        ctx.log("%s gains %d life (%d)", p.name(), amount, p.life() + amount);
        Triggers.emit(ctx, new GameEvent.LifeGained(player, amount));
    }

    public static void lose(Ctx ctx, int player, int amount) {
        if (amount <= 0) return;
        PlayerState p = ctx.s.player(player);
        if (!p.inGame()) return;
        ctx.s = ctx.s.withLife(player, p.life() - amount); // 810.9: in 2HG the team's total
        dev.arbiter.engine.events.TurnHistoryRecord.lifeLost(ctx, player, amount); // 119.3
        ctx.log("%s loses %d life (%d)", p.name(), amount, p.life() - amount);
    }
}
