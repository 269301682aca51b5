package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * Sacrificing (701.17a): a player moves permanents they control to their owners' graveyards. It is
 * not destruction, so regeneration and indestructible don't stop it. Each player chooses in APNAP
 * order (101.4), then all the chosen permanents are sacrificed.
 */
public final class Sacrificing {
    private Sacrificing() {
    }

    /**
     * Each of {@code players} sacrifices {@code n} permanents that match {@code filter} (all they have if
     * fewer); returns how many were chosen.
     */
    public static int sacrifice(Ctx ctx, List<Integer> players, ObjectFilter filter, int n, int source) {
        List<Integer> chosen = new ArrayList<>();
        for (int p : players) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (o.controller() == p && Affecting.matches(ctx.s, source, filter, o, Layers.of(ctx.s, id))) {
                    candidates.add(id);
                }
            }
            if (candidates.size() <= n) {
                chosen.addAll(candidates);
            } else {
                Choice c = ctx.ask(new Decision.Objects(p, "Sacrifice " + n + " permanent" + (n == 1 ? "" : "s"),
                        candidates, n, n));
                chosen.addAll(((Choice.ChooseObjects) c).ids());
            }
        }
        for (int id : chosen) {
            GameObject o = ctx.s.object(id);
            if (o.zone() != Zone.BATTLEFIELD) continue;
            ctx.log("%s sacrifices %s", ctx.s.player(o.controller()).name(), o.name());
            SacrificeMove.sacrifice(ctx, id);
        }
        return chosen.size();
    }
}
