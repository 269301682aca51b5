package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ExchangeLifeTotals;
import dev.arbiter.engine.proc.Ctx;
import java.util.ArrayList;
import java.util.List;

/** Two players exchange life totals (701.10c). */
final class LifeExchange {

    private LifeExchange() {
    }

    /** Always true (handled). */
    static boolean resolve(Ctx ctx, ExchangeLifeTotals x, Resolution r) {
        List<Integer> players = new ArrayList<>(EffectSubjects.players(ctx, x.first(), r));
        if (x.second() != null) players.addAll(EffectSubjects.players(ctx, x.second(), r));
        if (players.size() != 2 || players.get(0).equals(players.get(1))) return true; // 701.10a: no exchange
        int a = players.get(0);
        int b = players.get(1);
        int lifeA = ctx.s.player(a).life();
        int lifeB = ctx.s.player(b).life();
        if (lifeA == lifeB) return true;
        int gainer = lifeA < lifeB ? a : b;
        if (Prohibitions.cantGainLife(ctx.s, gainer)) return true; // 701.10a, 119.7: the whole exchange or none of it
        ctx.log("%s and %s exchange life totals", ctx.s.player(a).name(), ctx.s.player(b).name());
        // 701.10c: each gains or loses the life that makes their total the other's previous one
        if (lifeB > lifeA) {
            LifeTotals.gain(ctx, a, lifeB - lifeA);
            LifeTotals.lose(ctx, b, lifeB - lifeA);
        } else {
            LifeTotals.lose(ctx, a, lifeA - lifeB);
            LifeTotals.gain(ctx, b, lifeA - lifeB);
        }
        return true;
    }
}
