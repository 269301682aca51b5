package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * "[Act on] any number of [permanents] you control" (701.17a sacrifice, 701.26a tap; 608.2c): the player chooses, as the
 * effect resolves, any number (zero included) of the matching permanents they control that {@code eligible} allows.
 */
final class AnyNumberOfYours {
    private AnyNumberOfYours() {
    }

    static List<Integer> choose(Ctx ctx, int player, int source, ObjectFilter filter, Predicate<GameObject> eligible,
                                String prompt) {
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() == player && eligible.test(o)
                    && Affecting.matches(ctx.s, source, filter, o, Layers.of(ctx.s, id))) candidates.add(id);
        }
        if (candidates.isEmpty()) return List.of();
        Choice c = ctx.ask(new Decision.Objects(player, prompt, candidates, 0, candidates.size()));
        return ((Choice.ChooseObjects) c).ids();
    }
}
