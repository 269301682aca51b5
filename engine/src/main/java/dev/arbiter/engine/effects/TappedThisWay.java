package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;

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
        List<Integer> chosen = AnyNumberOfYours.choose(ctx, player, r.source(), t.filter(), o -> !o.tapped(),
                "Tap any number of these");
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
