package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
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
 * Searching a library (701.23): the player looks through their library for cards with the stated
 * quality and may fail to find them (701.23b), puts what they found where the effect says, and
 * shuffles (701.20).
 */
public final class LibrarySearch {
    private LibrarySearch() {
    }

    /** 701.19: {@code player} searches their own library ("whenever an opponent searches their library"). */
    static void searched(Ctx ctx, int player) {
        if (dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, dev.arbiter.engine.ability.Trigger.SearchesLibrary.class)) {
            dev.arbiter.engine.events.Triggers.emit(ctx, new dev.arbiter.engine.events.GameEvent.LibrarySearched(player));
        }
    }

    public static void search(Ctx ctx, int player, Effect.SearchLibrary s, int source) {
        search(ctx, player, s, source, -1);
    }

    /** 701.23, 202.3, 107.3: the search for cards with mana value {@code bound} or less ({@code orLess}) or greater. */
    static void searchBounded(Ctx ctx, int player, Effect.SearchLibrary s, int source, int bound, boolean orLess) {
        var f = s.cards();
        var bounded = f.withQualities(f.more().manaValue(new dev.arbiter.engine.ability.FilterQualities.Bound(bound, orLess)));
        search(ctx, player, new Effect.SearchLibrary(bounded, s.count(), s.destination(), s.tapped(), s.reveal()), source);
    }

    /** As {@link #search(Ctx, int, Effect.SearchLibrary, int)}, finding only cards of mana value {@code manaValue} when it is 0 or more (202.3). */
    static void search(Ctx ctx, int player, Effect.SearchLibrary s, int source, int manaValue) {
        searched(ctx, player);
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.player(player).library()) {
            GameObject o = ctx.s.object(id);
            var ch = Layers.of(ctx.s, id);
            if (manaValue >= 0 && (ch.manaCost() == null ? 0 : ch.manaCost().manaValue()) != manaValue) continue;
            if (Affecting.matches(ctx.s, source, s.cards(), o, ch)) candidates.add(id);
        }
        List<Integer> found = List.of();
        if (!candidates.isEmpty() && s.count() > 0) { // 701.23b: "up to X" with X = 0 finds nothing
            String most = s.count() == Integer.MAX_VALUE ? "any number of cards" // 701.23: "any number of"
                    : "up to " + s.count() + " card" + (s.count() == 1 ? "" : "s");
            Choice c = ctx.ask(new Decision.Objects(player, "Search your library for " + most, candidates, 0,
                    Math.min(s.count(), candidates.size())));
            found = ((Choice.ChooseObjects) c).ids();
        }
        String name = ctx.s.player(player).name();
        if (found.isEmpty()) ctx.log("%s searches their library and finds nothing", name);
        if (s.destination() == Effect.Destination.TOP_OF_LIBRARY) {
            // 701.20, 401.4: shuffle, then the found cards go on top (a player may have found none)
            Shuffling.shuffleLibrary(ctx, player);
            var p = ctx.s.player(player);
            List<Integer> top = List.copyOf(found);
            var rest = p.library().filter(id -> !top.contains(id));
            ctx.s = ctx.s.withPlayer(p.withLibrary(io.vavr.collection.Vector.ofAll(top).appendAll(rest)));
            ctx.log("%s shuffles their library and puts %s on top", name,
                    found.isEmpty() ? "nothing" : s.reveal() ? ctx.s.object(found.get(0)).name() : "a card");
            return;
        }
        for (int id : found) {
            String card = ctx.s.object(id).name();
            switch (s.destination()) {
                case HAND -> ZoneMoves.move(ctx, id, Zone.HAND);
                case GRAVEYARD -> ZoneMoves.move(ctx, id, Zone.GRAVEYARD);
                case TOP_OF_LIBRARY -> throw new IllegalStateException("handled before");
                case BATTLEFIELD -> {
                    ZoneMoves.moveToBattlefield(ctx, id, player, EnteringWith.tapped(s.tapped())); // 110.5b
                }
            }
            ctx.log("%s searches their library and puts %s %s", name, s.reveal() || s.destination() == Effect.Destination.BATTLEFIELD
                    ? card : "a card", switch (s.destination()) {
                        case HAND -> "into their hand";
                        case GRAVEYARD -> "into their graveyard";
                        case BATTLEFIELD -> "onto the battlefield" + (s.tapped() ? " tapped" : "");
                        case TOP_OF_LIBRARY -> "on top";
                    });
        }
        Shuffling.shuffleLibrary(ctx, player);
        ctx.log("%s shuffles their library", name);
    }

    /** 701.23: one search for one card of each kind (each a different card, any may be left unfound), then a shuffle (701.20). */
    static void searchForEach(Ctx ctx, int player, Effect.SearchLibraryForEach s, int source) {
        searched(ctx, player);
        List<Integer> found = new ArrayList<>();
        for (dev.arbiter.engine.ability.ObjectFilter kind : s.kinds()) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.player(player).library()) {
                if (found.contains(id)) continue;
                if (Affecting.matches(ctx.s, source, kind, ctx.s.object(id), Layers.of(ctx.s, id))) candidates.add(id);
            }
            if (candidates.isEmpty()) continue;
            Choice c = ctx.ask(new Decision.Objects(player, "Search your library for a card (" + (found.size() + 1) + " of "
                    + s.kinds().size() + ")", candidates, 0, 1));
            found.addAll(((Choice.ChooseObjects) c).ids());
        }
        String name = ctx.s.player(player).name();
        if (found.isEmpty()) ctx.log("%s searches their library and finds nothing", name);
        if (s.destination() == Effect.Destination.BATTLEFIELD) {
            // 613.7m: they enter at the same time; 110.5b: tapped as they enter
            ZoneMoves.moveAllToBattlefield(ctx, found, id -> player, EnteringWith.tapped(s.tapped()));
        }
        for (int id : found) {
            String card = ctx.s.object(id).name();
            if (s.destination() == Effect.Destination.HAND) ZoneMoves.move(ctx, id, Zone.HAND);
            ctx.log("%s searches their library and puts %s %s", name, s.reveal() || s.destination() == Effect.Destination.BATTLEFIELD
                    ? card : "a card", s.destination() == Effect.Destination.HAND ? "into their hand" : "onto the battlefield");
        }
        Shuffling.shuffleLibrary(ctx, player);
        ctx.log("%s shuffles their library", name);
    }
}
