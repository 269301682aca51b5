package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;

/**
 * "Untap up to five lands" (701.26): the controller chooses the permanents as the effect resolves (608.2d). Only
 * tapped ones are offered: choosing an untapped one would change nothing.
 */
final class UntapChosen {
    private UntapChosen() {
    }

    static boolean resolve(Ctx ctx, Effect.UntapUpTo u, Resolution r) {
        int most = PlayerAmounts.value(ctx, u.count(), r);
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.tapped() && Affecting.matches(ctx.s, r.source(), u.filter(), o, Layers.of(ctx.s, id))) candidates.add(id);
        }
        if (most <= 0 || candidates.isEmpty()) return true;
        most = Math.min(most, candidates.size());
        Choice c = ctx.ask(new Decision.Objects(r.controller(), "Choose up to " + most + " to untap", candidates, 0, most));
        for (int id : ((Choice.ChooseObjects) c).ids()) Tapping.untap(ctx, id);
        return true;
    }
}
