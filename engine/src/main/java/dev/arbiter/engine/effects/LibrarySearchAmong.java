package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.LibrarySearchEffects.FoundTo;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A search for cards of one of several kinds, possibly with different names, going to one of the destinations of
 * {@link FoundTo} (701.23, 701.20): the searcher may find fewer than asked (701.23b).
 */
final class LibrarySearchAmong {
    private LibrarySearchAmong() {
    }

    static boolean resolve(Ctx ctx, Effect effect, Resolution r) {
        if (!(effect instanceof Effect.SearchLibraryAmong s)) return false;
        int player = r.controller();
        LibrarySearch.searched(ctx, player); // 701.19
        List<Integer> found = find(ctx, player, s, r.source());
        String name = ctx.s.player(player).name();
        if (found.isEmpty()) ctx.log("%s searches their library and finds nothing", name);
        if (s.reveal() && !found.isEmpty()) ctx.log("%s reveals %s", name, names(ctx, found)); // 701.16a
        switch (s.to()) {
            case HAND -> moveAll(ctx, found, Zone.HAND);
            case GRAVEYARD -> moveAll(ctx, found, Zone.GRAVEYARD);
            case EXILE -> moveAll(ctx, found, Zone.EXILE);
            case BATTLEFIELD -> ZoneMoves.moveAllToBattlefield(ctx, found, id -> player, EnteringWith.tapped(s.tapped())); // 110.5b
            case ONE_BATTLEFIELD_REST_HAND -> {
                // one found: it is the "one" put onto the battlefield, there is no "other" (the rulings on this wording,
                // Cultivate 2010-08-15: "If you find only one basic land card, you put it onto the battlefield tapped")
                if (!found.isEmpty()) {
                    int one = found.get(0);
                    if (found.size() > 1) {
                        Choice c = ctx.ask(new Decision.Objects(player, "Choose the card to put onto the battlefield", found, 1, 1));
                        one = ((Choice.ChooseObjects) c).ids().get(0);
                    }
                    ZoneMoves.moveAllToBattlefield(ctx, List.of(one), id -> player, EnteringWith.tapped(s.tapped()));
                    List<Integer> rest = new ArrayList<>(found);
                    rest.remove(Integer.valueOf(one));
                    moveAll(ctx, rest, Zone.HAND);
                }
            }
            case TOP_ANY_ORDER -> {
                // 701.20, 401.4: shuffle, then the found cards go on top in the order the searcher chooses
                Shuffling.shuffleLibrary(ctx, player);
                List<Integer> top = Scrying.ordered(ctx, player, found, "Put the found cards on top of your library (first = top)");
                var rest = ctx.s.player(player).library().filter(id -> !top.contains(id)).asJava();
                Scrying.setLibrary(ctx, player, top, rest, List.of());
                ctx.log("%s shuffles their library and puts %d card(s) on top", name, top.size());
                return true;
            }
        }
        if (!found.isEmpty()) ctx.log("%s searches their library and puts %s %s", name,
                s.reveal() || s.to() == FoundTo.BATTLEFIELD ? names(ctx, found) : found.size() + " card(s)", switch (s.to()) {
                    case HAND -> "into their hand";
                    case GRAVEYARD -> "into their graveyard";
                    case EXILE -> "into exile";
                    case BATTLEFIELD -> "onto the battlefield";
                    default -> "onto the battlefield and into their hand";
                });
        Shuffling.shuffleLibrary(ctx, player); // 701.20
        ctx.log("%s shuffles their library", name);
        return true;
    }

    /** The cards found: in one choice, or one at a time when no two may share a name (each later choice excludes the names taken). */
    private static List<Integer> find(Ctx ctx, int player, Effect.SearchLibraryAmong s, int source) {
        List<Integer> found = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        while (found.size() < s.count()) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.player(player).library()) {
                if (found.contains(id) || taken.contains(ctx.s.object(id).name())) continue;
                if (matchesAny(ctx, source, s.kinds(), id)) candidates.add(id);
            }
            if (candidates.isEmpty()) break;
            String most = s.count() == Integer.MAX_VALUE ? "any number of cards" : "up to " + (s.count() - found.size()) + " card(s)";
            if (!s.differentNames()) {
                Choice c = ctx.ask(new Decision.Objects(player, "Search your library for " + most, candidates, 0,
                        Math.min(s.count(), candidates.size())));
                found.addAll(((Choice.ChooseObjects) c).ids());
                break;
            }
            Choice c = ctx.ask(new Decision.Objects(player, "Search your library for a card with a different name (" + most + ")",
                    candidates, 0, 1));
            List<Integer> one = ((Choice.ChooseObjects) c).ids();
            if (one.isEmpty()) break; // 701.23b: the searcher may stop
            found.add(one.get(0));
            taken.add(ctx.s.object(one.get(0)).name()); // 201.2
        }
        return found;
    }

    private static boolean matchesAny(Ctx ctx, int source, List<ObjectFilter> kinds, int id) {
        var o = ctx.s.object(id);
        var ch = Layers.of(ctx.s, id);
        for (ObjectFilter k : kinds) if (Affecting.matches(ctx.s, source, k, o, ch)) return true;
        return false;
    }

    private static void moveAll(Ctx ctx, List<Integer> ids, Zone to) {
        for (int id : ids) ZoneMoves.move(ctx, id, to);
    }

    private static String names(Ctx ctx, List<Integer> ids) {
        List<String> out = new ArrayList<>();
        for (int id : ids) out.add(ctx.s.object(id).name());
        return String.join(", ", out);
    }
}
