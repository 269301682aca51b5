package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.util.Rng;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "Return N [filter] cards at random from your graveyard to your hand": the cards are picked by the game's seeded
 * generator (deterministic, 701.8b-style "at random") among the matching cards of the controller's graveyard.
 */
final class RandomReturns {
    private RandomReturns() {
    }

    static void resolve(Ctx ctx, ObjectFilter filter, int n, Resolution r) {
        List<Integer> matching = new ArrayList<>();
        for (int id : ctx.s.player(r.controller()).graveyard()) {
            if (Affecting.matches(ctx.s, r.source(), filter, ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
        }
        Rng rng = ctx.s.rng();
        for (int i = 0; i < n && !matching.isEmpty(); i++) {
            int id = matching.remove(rng.below(matching.size()));
            rng = rng.next();
            ctx.s = ctx.s.withRng(rng);
            ZoneMoves.move(ctx, id, Zone.HAND);
            ctx.log("%s returns %s at random from their graveyard to their hand", ctx.s.player(r.controller()).name(),
                    ctx.s.object(id).name());
            rng = ctx.s.rng();
        }
    }
}
