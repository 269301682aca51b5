package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.PutChosenFromGraveyardOnLibrary;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;
import java.util.ArrayList;
import java.util.List;

/** A card of the controller's graveyard, chosen as the effect resolves, put on one end of its owner's library (401.4). */
final class GraveyardToLibrary {

    private GraveyardToLibrary() {
    }

    /** 608.2d: chosen on resolution, not targeted; with no matching card nothing happens. Always true (handled). */
    static boolean resolve(Ctx ctx, PutChosenFromGraveyardOnLibrary g, Resolution r) {
        int player = r.controller();
        List<Integer> matching = new ArrayList<>();
        for (int id : ctx.s.player(player).graveyard()) {
            if (Affecting.matches(ctx.s, r.source(), g.filter(), ctx.s.object(id), Layers.of(ctx.s, id))) matching.add(id);
        }
        if (matching.isEmpty()) return true;
        int id = matching.size() == 1 ? matching.get(0)
                : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(player, "Choose a card from your graveyard to put "
                        + (g.bottom() ? "on the bottom of" : "on top of") + " your library", matching, 1, 1))).ids().get(0);
        GameObject o = ctx.s.object(id);
        if (g.bottom()) {
            LibraryLooks.putOnBottom(ctx, o);
        } else {
            ZoneMoves.move(ctx, id, Zone.LIBRARY); // on top (401.4); not a draw
            ctx.log("%s is put on top of its owner's library", o.name());
        }
        return true;
    }
}
