package dev.arbiter.engine.effects;

import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PlayerState;

/** Putting counters on permanents and players (122.1, 122.6); poison counters (122.1f). */
public final class Counters {
    private Counters() {
    }

    public static void put(Ctx ctx, int id, String kind, int n) {
        if (n <= 0) return;
        if (kind.equals("-1/-1") && Prohibitions.cantHaveMinusCounters(ctx.s, id)) return;
        GameObject o = ctx.s.object(id);
        ctx.s = ctx.s.withObject(o.withCounters(o.counters().plus(kind, n)));
        ctx.log("%s gets %d %s counter%s", o.name(), n, kind, n == 1 ? "" : "s");
    }

    public static void poison(Ctx ctx, int player, int n) {
        if (n <= 0) return;
        PlayerState p = ctx.s.player(player);
        if (!p.inGame() || Prohibitions.cantGetPoison(ctx.s, player)) return;
        ctx.s = ctx.s.withPoison(player, p.poison() + n); // 810.10: in 2HG the team's counters
        ctx.log("%s gets %d poison counter%s (%d)", p.name(), n, n == 1 ? "" : "s", p.poison() + n);
    }
}
