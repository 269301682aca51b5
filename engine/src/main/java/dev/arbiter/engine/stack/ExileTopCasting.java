package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ExileTopMayCastFree;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.effects.PlayerAmounts;
import dev.arbiter.engine.effects.Resolution;
import dev.arbiter.engine.effects.ResolvingX;
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
 * {@link ExileTopMayCastFree} resolving (406, 608.2g, 118.9, 401.4): the top cards are exiled, then the controller may cast
 * matching ones among them free, one at a time (each cast is complete before the next is chosen, 601.2), during the
 * resolution and ignoring timing permissions; the exiled cards not cast go to the bottom in a random order (from the
 * game's seeded generator) or into the graveyard.
 */
final class ExileTopCasting {
    private ExileTopCasting() {
    }

    static void resolve(Ctx ctx, ExileTopMayCastFree e, Resolution r) {
        int player = r.controller();
        int count = Math.max(0, PlayerAmounts.value(ctx, e.count(), r)); // 107.3: X as the spell or ability resolves
        List<Integer> exiled = new ArrayList<>();
        for (int i = 0; i < count && !ctx.s.player(player).library().isEmpty(); i++) {
            int top = ctx.s.player(player).library().get(0);
            GameObject moved = ZoneMoves.move(ctx, top, Zone.EXILE);
            ctx.log("%s exiles %s from the top of their library", ctx.s.player(player).name(), moved.name());
            if (moved.zone() == Zone.EXILE) exiled.add(moved.id()); // 614: it may have gone elsewhere instead
        }
        var spells = ResolvingX.bound(e.spells(), r.x()); // 107.3: "with mana value X or less"
        for (int cast = 0; cast < e.max(); cast++) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : exiled) {
                GameObject o = ctx.s.object(id);
                if (o.zone() == Zone.EXILE && Affecting.matches(ctx.s, r.source(), spells, o, Layers.of(ctx.s, id))
                        && ResolvingCasts.castableFree(ctx.s, player, id) && !CastRestrictions.forbidden(ctx.s, player, id)) {
                    candidates.add(id);
                }
            }
            if (candidates.isEmpty()) break;
            Choice c = ctx.ask(new Decision.Objects(player, "You may cast a spell from among the exiled cards without paying"
                    + " its mana cost (choose none to stop)", candidates, 0, 1));
            List<Integer> ids = ((Choice.ChooseObjects) c).ids();
            if (ids.isEmpty()) break;
            ResolvingCasts.cast(ctx, player, ids.get(0), true, null); // 118.9
        }
        List<Integer> rest = new ArrayList<>();
        for (int id : exiled) if (ctx.s.object(id).zone() == Zone.EXILE) rest.add(id);
        if (e.restToGraveyard()) {
            for (int id : rest) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
            if (!rest.isEmpty()) ctx.log("%s puts %d exiled card%s into their graveyard", ctx.s.player(player).name(),
                    rest.size(), rest.size() == 1 ? "" : "s");
            return;
        }
        Rng rng = ctx.s.rng();
        List<Integer> order = new ArrayList<>();
        while (!rest.isEmpty()) { // 401.4: a random order, from the game's seeded generator
            order.add(rest.remove(rng.below(rest.size())));
            rng = rng.next();
        }
        ctx.s = ctx.s.withRng(rng);
        for (int id : order) ZoneMoves.move(ctx, id, Zone.LIBRARY, true); // to the bottom of its owner's library
        if (!order.isEmpty()) ctx.log("%s puts %d card%s on the bottom of their library in a random order",
                ctx.s.player(player).name(), order.size(), order.size() == 1 ? "" : "s");
    }
}
