package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * 502.3 with "players can't untap more than one land during their untap steps": of the permanents
 * that would untap and match a limit, the active player chooses which ones (at most the limit) untap;
 * the others stay tapped. Each limit is applied in turn to what the earlier ones left.
 */
final class UntapLimits {
    private UntapLimits() {
    }

    /** The ids among {@code untapping} that the limits in force keep tapped in {@code active}'s untap step. */
    static Set<Integer> keptTapped(Ctx ctx, int active, List<Integer> untapping) {
        Set<Integer> kept = new HashSet<>();
        for (ActiveStatic a : Layers.staticAbilities(ctx.s)) {
            if (!(a.effect() instanceof StaticEffect.UntapLimit u)) continue;
            if (u.youOnly() && ctx.s.object(a.source()).controller() != active) continue;
            if (!Affecting.holds(ctx.s, a.source(), u.condition())) continue; // 611.3b
            List<Integer> matching = new ArrayList<>();
            for (int id : untapping) {
                if (kept.contains(id)) continue;
                var o = ctx.s.object(id);
                if (Affecting.matches(ctx.s, a.source(), u.filter(), o, Layers.of(ctx.s, id))) matching.add(id);
            }
            if (matching.size() <= u.max()) continue;
            Choice c = ctx.ask(new Decision.Objects(active, "Choose " + u.max() + " to untap ("
                    + ctx.s.object(a.source()).name() + ", 502.3)", matching, u.max(), u.max()));
            List<Integer> chosen = ((Choice.ChooseObjects) c).ids();
            for (int id : matching) if (!chosen.contains(id)) kept.add(id);
        }
        return kept;
    }
}
