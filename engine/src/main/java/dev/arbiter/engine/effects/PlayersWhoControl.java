package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;

/**
 * "Each player who controls a permanent named ~ draws a card", "each opponent who doesn't control an Elf loses 1 life"
 * (101.4, 102.3): the players in APNAP order, from the active player, who are in the game and (don't) control a
 * permanent that matches the filter.
 */
final class PlayersWhoControl {
    private PlayersWhoControl() {
    }

    static List<Integer> of(Ctx ctx, Who.EachPlayerWhoControls w, Resolution r) {
        List<Integer> out = new ArrayList<>(2);
        int n = ctx.s.playerCount();
        int active = ctx.s.turn().active();
        for (int k = 0; k < n; k++) {
            int p = (active + k) % n;
            if (!ctx.s.player(p).inGame() || w.opponents() && !ctx.s.areOpponents(p, r.controller())) continue; // 102.3
            if (controls(ctx, p, w, r.source()) == w.controls()) out.add(p);
        }
        return out;
    }

    private static boolean controls(Ctx ctx, int p, Who.EachPlayerWhoControls w, int source) {
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() == p && Affecting.matches(ctx.s, source, w.filter(), o, Layers.of(ctx.s, id))) return true;
        }
        return false;
    }
}
