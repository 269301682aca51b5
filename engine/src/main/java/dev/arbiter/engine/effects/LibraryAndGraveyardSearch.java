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
 * "Search your library and/or graveyard for a card named NAME, reveal it, and put it into your hand. If you
 * search your library this way, shuffle." (701.19, 701.16, 701.20): the player chooses which of the two zones
 * to search, may fail to find the card in the library (701.19b: a hidden zone), and shuffles only if the
 * library was searched.
 */
final class LibraryAndGraveyardSearch {
    private LibraryAndGraveyardSearch() {
    }

    private static final List<String> ZONES = List.of("library", "graveyard", "library and graveyard");

    static void search(Ctx ctx, Effect.SearchLibraryAndGraveyard e, Resolution r) {
        int player = r.controller();
        Choice where = ctx.ask(new Decision.Option(player, "Search your library, your graveyard, or both?", ZONES));
        int zones = ((Choice.ChooseOption) where).index();
        boolean library = zones != 1;
        boolean graveyard = zones != 0;
        if (library) LibrarySearch.searched(ctx, player); // 701.19
        List<Integer> candidates = new ArrayList<>();
        if (library) for (int id : ctx.s.player(player).library()) if (matches(ctx, e, r, id)) candidates.add(id);
        int inLibrary = candidates.size();
        if (graveyard) for (int id : ctx.s.player(player).graveyard()) if (matches(ctx, e, r, id)) candidates.add(id);
        // 701.19b: a card may go unfound only in the hidden library; one in the graveyard must be found
        int min = candidates.size() > inLibrary ? 1 : 0;
        String name = ctx.s.player(player).name();
        if (!candidates.isEmpty()) {
            Choice c = ctx.ask(new Decision.Objects(player, "Search your " + ZONES.get(zones) + " for " + (e.text() != null ? e.text() : "a card"),
                    candidates, min, 1));
            for (int id : ((Choice.ChooseObjects) c).ids()) {
                GameObject o = ctx.s.object(id);
                ctx.log("%s reveals %s from their %s and puts it into their hand", name, o.name(),
                        o.zone() == Zone.LIBRARY ? "library" : "graveyard");
                ZoneMoves.move(ctx, id, Zone.HAND);
            }
        } else {
            ctx.log("%s searches their %s and finds nothing", name, ZONES.get(zones));
        }
        if (library) Shuffling.shuffleLibrary(ctx, player); // 701.20: "If you search your library this way, shuffle"
    }

    private static boolean matches(Ctx ctx, Effect.SearchLibraryAndGraveyard e, Resolution r, int id) {
        GameObject o = ctx.s.object(id);
        if (e.name() != null) return o.name().equals(e.name());
        return Affecting.matches(ctx.s, r.source(), e.filter(), o, Layers.of(ctx.s, id));
    }
}
