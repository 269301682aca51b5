package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * "Each player chooses a number of lands they control equal to the number of lands controlled by the player who
 * controls the fewest, then sacrifices the rest. Players discard cards ... the same way." (701.17a, 701.8a, 101.4):
 * the fewest is counted over the players in the game as this step resolves (after the steps before it, 608.2c); each
 * player keeps that many of their choice, the choices in APNAP order, and the rest are sacrificed at once; cards in
 * hand are discarded down to the fewest, each player choosing.
 */
final class Balancing {
    private Balancing() {
    }

    static void resolve(Ctx ctx, Effect.KeepAsManyAsFewest e, Resolution r) {
        for (ObjectFilter step : e.steps()) step(ctx, step, r); // 608.2c: in the order written
    }

    private static void step(Ctx ctx, ObjectFilter permanents, Resolution r) {
        List<Integer> players = EffectSubjects.players(ctx, new Who.EachPlayer(), r);
        if (players.isEmpty()) return;
        int fewest = Integer.MAX_VALUE;
        for (int p : players) fewest = Math.min(fewest, count(ctx, permanents, p, r));
        if (ctx.logging()) ctx.log("the fewest is %d", fewest);
        if (permanents == null) {
            for (int p : players) {
                int extra = ctx.s.player(p).hand().size() - fewest;
                if (extra > 0) Discarding.discard(ctx, p, extra, false); // 701.8a: cards of their choice
            }
            return;
        }
        Sacrificing.sacrificeAllBut(ctx, players, permanents, fewest, r.source()); // 701.17a
    }

    private static int count(Ctx ctx, ObjectFilter permanents, int player, Resolution r) {
        if (permanents == null) return ctx.s.player(player).hand().size();
        int n = 0;
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() == player && Affecting.matches(ctx.s, r.source(), permanents, o, Layers.of(ctx.s, id))) n++;
        }
        return n;
    }
}
