package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.ArrayList;
import java.util.List;

/**
 * "Choose a creature you control. ..." / "Target opponent chooses a creature they control. Destroy that creature."
 * (115.10, 608.2d): a permanent chosen as the effect resolves, not targeted; what follows names it.
 */
final class ChosenPermanents {
    private ChosenPermanents() {
    }

    static boolean resolve(Ctx ctx, Effect.ChoosePermanentThen e, Resolution r) {
        for (int p : EffectSubjects.players(ctx, e.chooser(), r)) {
            List<Integer> candidates = new ArrayList<>();
            for (int id : ctx.s.battlefield()) {
                GameObject o = ctx.s.object(id);
                if (e.chooserControls() && o.controller() != p) continue;
                if (Affecting.matches(ctx.s, r.source(), e.filter(), o, Layers.of(ctx.s, id))) candidates.add(id);
            }
            if (candidates.isEmpty()) { // 608.2d: nothing can be chosen, so nothing names it
                ctx.log("%s has nothing to choose", ctx.s.player(p).name());
                continue;
            }
            int chosen = candidates.size() == 1 ? candidates.get(0) : ((Choice.ChooseObjects) ctx.ask(new Decision.Objects(p,
                    "Choose a permanent", candidates, 1, 1))).ids().get(0);
            ctx.log("%s chooses %s", ctx.s.player(p).name(), ctx.s.object(chosen).name());
            EffectResolver.resolve(ctx, e.then(), new Resolution(r.source(), r.controller(), r.targets(), r.x(),
                    r.thatPlayer(), chosen, r.chosenMana(), r.sourceZoneChanges()));
        }
        return true;
    }
}
