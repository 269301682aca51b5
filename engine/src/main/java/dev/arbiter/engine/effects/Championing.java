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
 * Champion (702.72a): "When this permanent enters, sacrifice it unless you exile another [object] you control." The
 * controller chooses (no target) one other permanent they control that matches, or none; the one chosen is exiled,
 * linked to the champion as it is on the battlefield (607.2a: its leaves-the-battlefield ability returns "the exiled
 * card", 702.72b); a champion that has already left links nothing, and the card stays exiled. If none is exiled, the
 * champion is sacrificed, if it is still that object on the battlefield under its controller's control (400.7, 701.17a).
 */
final class Championing {
    private Championing() {
    }

    static void resolve(Ctx ctx, Effect.Champion c, Resolution r) {
        int player = r.controller();
        GameObject source = ctx.s.object(r.source());
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            if (id == r.source()) continue; // "another"
            GameObject o = ctx.s.object(id);
            if (o.controller() == player && Affecting.matches(ctx.s, r.source(), c.filter(), o, Layers.of(ctx.s, id))) {
                candidates.add(id);
            }
        }
        List<Integer> chosen = List.of();
        if (!candidates.isEmpty()) {
            var answer = ctx.ask(new Decision.Objects(player, "Exile another " + c.noun() + " you control with "
                    + source.name() + "? If you don't, it is sacrificed (champion, 702.72a)", candidates, 0, 1));
            chosen = ((Choice.ChooseObjects) answer).ids();
        }
        if (!chosen.isEmpty()) {
            LinkedExile.exileLinked(ctx, List.of(ctx.s.object(chosen.get(0))), r); // 607.2a
            return;
        }
        boolean same = source.zone() == Zone.BATTLEFIELD
                && (r.sourceZoneChanges() < 0 || source.zoneChanges() == r.sourceZoneChanges());
        if (same && source.controller() == player) { // 701.17a: only a permanent its controller controls
            ctx.log("%s is sacrificed: nothing was exiled for its champion ability", source.name());
            SacrificeMove.sacrifice(ctx, source.id());
        }
    }
}
