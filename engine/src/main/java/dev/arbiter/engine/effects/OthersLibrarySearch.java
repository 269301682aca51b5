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
 * Searching another player's library (701.23): the searcher looks through it, exiles the cards found or puts them
 * into that player's graveyard, and that player shuffles (701.20).
 */
final class OthersLibrarySearch {
    private OthersLibrarySearch() {
    }

    static void search(Ctx ctx, int searcher, int owner, Effect.SearchOthersLibrary e, int source) {
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.player(owner).library()) {
            if (Affecting.matches(ctx.s, source, e.cards(), ctx.s.object(id), Layers.of(ctx.s, id))) candidates.add(id);
        }
        int max = Math.min(e.count(), candidates.size());
        // 701.23b: a stated quality (or "up to") lets the searcher find fewer; "three cards" finds three if there are
        int min = e.upTo() || !e.cards().equals(ObjectFilter.any()) ? 0 : max;
        List<Integer> found = List.of();
        if (max > 0) {
            Choice c = ctx.ask(new Decision.Objects(searcher, "Search " + ctx.s.player(owner).name() + "'s library for "
                    + (min == max ? "" : "up to ") + e.count() + " card" + (e.count() == 1 ? "" : "s"), candidates, min, max));
            found = ((Choice.ChooseObjects) c).ids();
        }
        String name = ctx.s.player(searcher).name();
        String whose = ctx.s.player(owner).name();
        if (found.isEmpty()) ctx.log("%s searches %s's library and finds nothing", name, whose);
        for (int id : found) {
            String card = ctx.s.object(id).name();
            if (e.ontoBattlefield()) { // 110.2a: under the searcher's control
                ZoneMoves.moveToBattlefield(ctx, id, searcher);
                ctx.log("%s searches %s's library and puts %s onto the battlefield", name, whose, card);
                continue;
            }
            ZoneMoves.move(ctx, id, e.exile() ? Zone.EXILE : Zone.GRAVEYARD);
            ctx.log("%s searches %s's library and %s %s", name, whose, e.exile() ? "exiles" : "puts into the graveyard", card);
        }
        Shuffling.shuffleLibrary(ctx, owner); // 701.20
        ctx.log("%s shuffles their library", whose);
    }
}
