package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ZoneMoves;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.util.Rng;

import java.util.ArrayList;
import java.util.List;

/**
 * Cascade resolving (702.85a): its controller exiles cards from the top of their library until a
 * nonland card with lesser mana value than the cascading spell; they may cast it without paying its
 * mana cost (during the resolution, 608.2g; only if it can be cast: targets, additional costs,
 * "can't cast" effects); the other exiled cards, and that one if not cast, go to the bottom of the
 * library in a random order (from the game's seeded generator).
 */
final class Cascading {
    static final String CAST = "cast it without paying its mana cost";

    private Cascading() {
    }

    static void resolve(Ctx ctx, Effect.Cascade c, Resolution r) {
        int player = r.controller();
        List<Integer> exiled = new ArrayList<>();
        int hit = -1;
        while (!ctx.s.player(player).library().isEmpty()) {
            int top = ctx.s.player(player).library().get(0);
            GameObject moved = ZoneMoves.move(ctx, top, Zone.EXILE);
            ctx.log("%s exiles %s (cascade)", ctx.s.player(player).name(), moved.name());
            if (moved.zone() != Zone.EXILE) continue; // 614: it went elsewhere instead
            exiled.add(moved.id());
            Characteristics ch = Layers.of(ctx.s, moved.id());
            if (!ch.isLand() && ch.manaCost().manaValue() < c.manaValue()) {
                hit = moved.id();
                break;
            }
        }
        if (hit >= 0 && ResolvingCasts.castableFree(ctx.s, player, hit) && !CastRestrictions.forbidden(ctx.s, player, hit)) {
            String name = ctx.s.object(hit).name();
            Choice ch = ctx.ask(new Decision.Option(player, "Cascade: cast " + name + " without paying its mana cost?",
                    List.of(CAST, "don't cast it")));
            if (((Choice.ChooseOption) ch).index() == 0) {
                if (ResolvingCasts.cast(ctx, player, hit, true, null)) exiled.remove(Integer.valueOf(hit)); // 702.85a, 118.9, 730.1
            }
        }
        List<Integer> rest = new ArrayList<>();
        for (int id : exiled) if (ctx.s.object(id).zone() == Zone.EXILE) rest.add(id);
        Rng rng = ctx.s.rng();
        List<Integer> order = new ArrayList<>();
        while (!rest.isEmpty()) { // 702.85a: a random order
            order.add(rest.remove(rng.below(rest.size())));
            rng = rng.next();
        }
        ctx.s = ctx.s.withRng(rng);
        for (int id : order) ZoneMoves.move(ctx, id, Zone.LIBRARY, true);
        if (!order.isEmpty()) ctx.log("%s puts %d card%s on the bottom of their library in a random order",
                ctx.s.player(player).name(), order.size(), order.size() == 1 ? "" : "s");
    }
}
