package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "Look at the top N cards of your library. You may reveal a creature card and/or a land card from among them and put
 * the revealed cards into your hand. Put the rest ..." (401.4, 701.16a): up to one card of each kind, each a different
 * card; the rest go to the bottom (in the player's order, or a random one) or into the graveyard.
 */
final class LookTakeEach {
    private LookTakeEach() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.LookAtTopTakeEach e)) return false;
        int player = r.controller();
        var p = ctx.s.player(player);
        int count = Math.min(PlayerAmounts.value(ctx, e.amount(), r), p.library().size());
        if (count <= 0) return true;
        List<Integer> top = new ArrayList<>(p.library().take(count).asJava());
        List<Integer> chosen = new ArrayList<>();
        int n = 0;
        for (ObjectFilter kind : e.kinds()) {
            n++;
            List<Integer> matching = new ArrayList<>();
            for (int id : top) {
                if (chosen.contains(id)) continue;
                if (Affecting.matches(ctx.s, r.source(), kind, ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
            }
            if (matching.isEmpty()) continue;
            Choice c = ctx.ask(new Decision.Objects(player, "Choose up to one card of kind " + n + " of " + e.kinds().size()
                    + " to reveal and put into your hand", matching, 0, 1));
            chosen.addAll(((Choice.ChooseObjects) c).ids());
        }
        List<Integer> rest = new ArrayList<>(top);
        rest.removeAll(chosen);
        String name = p.name();
        if (e.restToGraveyard()) {
            Scrying.setLibrary(ctx, player, chosen, ctx.s.player(player).library().drop(count).asJava(), rest);
            for (int id : rest) ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
        } else {
            if (e.randomOrder() && !rest.isEmpty()) {
                rest = RevealingUntil.randomOrder(ctx, rest); // 401.4: the order is not the player's
                ctx.log("%s puts %d card(s) on the bottom of their library in a random order", name, rest.size());
            } else {
                rest = Scrying.ordered(ctx, player, rest, "Order the cards going to the bottom, the one nearest the top first");
            }
            Scrying.setLibrary(ctx, player, chosen, ctx.s.player(player).library().drop(count).asJava(), rest);
        }
        for (int id : chosen) {
            ctx.log("%s reveals %s and puts it into their hand", name, ctx.s.object(id).name()); // 701.16a
            ZoneMoves.move(ctx, id, Zone.HAND);
        }
        return true;
    }
}
