package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ExileUntilMayCast;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.EffectSubjects;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.util.Rng;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link ExileUntilMayCast} resolving (406, 608.2g, 118.9): as cascade does (702.85a), but for a stated kind of card and
 * from the library of the player named, the caster being the ability's controller.
 */
final class ExileUntilCasting {
    private ExileUntilCasting() {
    }

    static void resolve(Ctx ctx, ExileUntilMayCast e, Resolution r) {
        int caster = r.controller();
        for (int player : EffectSubjects.players(ctx, e.who(), r)) {
            List<Integer> exiled = new ArrayList<>();
            int hit = -1;
            while (!ctx.s.player(player).library().isEmpty()) {
                int top = ctx.s.player(player).library().get(0);
                GameObject moved = ZoneMoves.move(ctx, top, Zone.EXILE);
                ctx.log("%s exiles %s", ctx.s.player(player).name(), moved.name());
                if (moved.zone() != Zone.EXILE) continue; // 614: it went elsewhere instead
                exiled.add(moved.id());
                if (Affecting.matches(ctx.s, r.source(), e.filter(), moved, Layers.of(ctx.s, moved.id()))) {
                    hit = moved.id();
                    break;
                }
            }
            if (hit >= 0 && ResolvingCasts.castableFree(ctx.s, caster, hit) && !CastRestrictions.forbidden(ctx.s, caster, hit)) {
                String name = ctx.s.object(hit).name();
                Choice ch = ctx.ask(new Decision.Option(caster, "Cast " + name + " without paying its mana cost? (608.2g)",
                        List.of("cast it", "don't cast it")));
                if (((Choice.ChooseOption) ch).index() == 0) {
                    if (ResolvingCasts.cast(ctx, caster, hit, true, null)) exiled.remove(Integer.valueOf(hit)); // 118.9, 730.1
                }
            }
            List<Integer> rest = new ArrayList<>();
            for (int id : exiled) if (ctx.s.object(id).zone() == Zone.EXILE) rest.add(id);
            Rng rng = ctx.s.rng();
            List<Integer> order = new ArrayList<>();
            while (!rest.isEmpty()) { // a random order, from the game's seeded generator
                order.add(rest.remove(rng.below(rest.size())));
                rng = rng.next();
            }
            ctx.s = ctx.s.withRng(rng);
            for (int id : order) ZoneMoves.move(ctx, id, Zone.LIBRARY, true); // 401.4: to the bottom of its owner's library
            if (!order.isEmpty()) ctx.log("%s puts %d card%s on the bottom of their library in a random order",
                    ctx.s.player(player).name(), order.size(), order.size() == 1 ? "" : "s");
        }
    }
}
