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
 * "Tap any number of untapped creatures you control. Create a 4/4 white Angel creature token with flying for each
 * creature tapped this way." (701.26a, 608.2c): the controller chooses any number (zero included) of their untapped
 * matching permanents as the effect resolves, taps them, then the rest of the effect counts them.
 */
final class TappedThisWay {
    private TappedThisWay() {
    }

    static void resolve(Ctx ctx, Effect.TapAnyNumberThen t, Resolution r) {
        int player = r.controller();
        List<Integer> candidates = new ArrayList<>();
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() == player && !o.tapped()
                    && Affecting.matches(ctx.s, r.source(), t.filter(), o, Layers.of(ctx.s, id))) candidates.add(id);
        }
        List<Integer> chosen = List.of();
        if (!candidates.isEmpty()) {
            Choice c = ctx.ask(new Decision.Objects(player, "Tap any number of these", candidates, 0, candidates.size()));
            chosen = ((Choice.ChooseObjects) c).ids();
        }
        int n = 0;
        for (int id : chosen) {
            if (ctx.s.object(id).tapped()) continue;
            Tapping.tap(ctx, id);
            n++;
        }
        if (ctx.logging()) ctx.log("%s taps %d permanent%s", ctx.s.player(player).name(), n, n == 1 ? "" : "s");
        EffectResolver.resolve(ctx, t.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }
}
