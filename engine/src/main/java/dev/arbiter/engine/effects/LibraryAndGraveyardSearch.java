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
 * search your library this way, shuffle." and the same of other lists of your zones, putting the card onto the
 * battlefield (701.19, 701.16, 701.20): the player chooses which of the two zones
 * to search, may fail to find the card in the library (701.19b: a hidden zone), and shuffles only if the
 * library was searched.
 */
final class LibraryAndGraveyardSearch {
    private LibraryAndGraveyardSearch() {
    }

    private static final List<String> ZONES = List.of("library", "graveyard", "library and graveyard");

    static void search(Ctx ctx, Effect.SearchLibraryAndGraveyard e, Resolution r) {
        search(ctx, new dev.arbiter.engine.ability.SearchZonesAndPut(e.filter(), e.name(), e.text(), true, false, false), r);
    }

    /** 701.19: the zones the player may search, every nonempty choice among them (the two-zone list as before). */
    private static List<String> choices(boolean graveyard, boolean hand) {
        if (!hand) return ZONES;
        if (!graveyard) return List.of("library", "hand", "library and hand");
        return List.of("library", "graveyard", "hand", "library and graveyard", "library and hand", "graveyard and hand",
                "library, graveyard, and hand");
    }

    static void search(Ctx ctx, dev.arbiter.engine.ability.SearchZonesAndPut e, Resolution r) {
        int player = r.controller();
        List<String> zoneChoices = choices(e.graveyard(), e.hand());
        Choice where = ctx.ask(new Decision.Option(player, e.hand() ? "Search which of your zones?"
                : "Search your library, your graveyard, or both?", zoneChoices));
        String zones = zoneChoices.get(((Choice.ChooseOption) where).index());
        boolean library = zones.contains("library");
        boolean graveyard = zones.contains("graveyard");
        boolean hand = zones.contains("hand");
        if (library) LibrarySearch.searched(ctx, player); // 701.19
        List<Integer> candidates = new ArrayList<>();
        if (library) for (int id : ctx.s.player(player).library()) if (matches(ctx, e, r, id)) candidates.add(id);
        if (hand) for (int id : ctx.s.player(player).hand()) if (matches(ctx, e, r, id)) candidates.add(id);
        int hidden = candidates.size(); // 400.2: the library and the hand are hidden zones
        if (graveyard) for (int id : ctx.s.player(player).graveyard()) if (matches(ctx, e, r, id)) candidates.add(id);
        // 701.19b: a card may go unfound only in a hidden zone; one in the graveyard must be found
        int min = candidates.size() > hidden ? 1 : 0;
        String name = ctx.s.player(player).name();
        if (!candidates.isEmpty()) {
            Choice c = ctx.ask(new Decision.Objects(player, "Search your " + zones + " for " + (e.text() != null ? e.text() : "a card"),
                    candidates, min, 1));
            for (int id : ((Choice.ChooseObjects) c).ids()) {
                GameObject o = ctx.s.object(id);
                String from = o.zone() == Zone.LIBRARY ? "library" : o.zone() == Zone.HAND ? "hand" : "graveyard";
                if (!e.battlefield()) {
                    ctx.log("%s reveals %s from their %s and puts it into their hand", name, o.name(), from);
                    ZoneMoves.move(ctx, id, Zone.HAND);
                } else if ((Layers.of(ctx.s, id).types() & dev.arbiter.engine.characteristic.CardType.PERMANENT_MASK) != 0) {
                    ctx.log("%s puts %s from their %s onto the battlefield", name, o.name(), from);
                    ZoneMoves.moveToBattlefield(ctx, id, player); // 110.2a: under the control of the player putting it there
                } else {
                    ctx.log("%s finds %s in their %s, which can't enter the battlefield", name, o.name(), from); // 110.4
                }
            }
        } else {
            ctx.log("%s searches their %s and finds nothing", name, zones);
        }
        if (library) Shuffling.shuffleLibrary(ctx, player); // 701.20: "If you search your library this way, shuffle"
    }

    private static boolean matches(Ctx ctx, dev.arbiter.engine.ability.SearchZonesAndPut e, Resolution r, int id) {
        GameObject o = ctx.s.object(id);
        if (e.name() != null) return o.name().equals(e.name());
        return Affecting.matches(ctx.s, r.source(), e.filter(), o, Layers.of(ctx.s, id));
    }
}
