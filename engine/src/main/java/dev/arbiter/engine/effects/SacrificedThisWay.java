package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * "Sacrifice any number of permanents. You gain 2 life for each permanent sacrificed this way." (701.17a, 608.2c):
 * the controller chooses any number (zero included) of the matching permanents they control as the effect resolves,
 * sacrifices them at once (one event, 603.10a), then the rest of the effect counts them.
 */
final class SacrificedThisWay {
    private SacrificedThisWay() {
    }

    static void resolve(Ctx ctx, Effect.SacrificeAnyNumberThen t, Resolution r) {
        int player = r.controller();
        // 701.17a: only a permanent its controller controls can be sacrificed
        List<Integer> chosen = AnyNumberOfYours.choose(ctx, player, r.source(), t.filter(), o -> true,
                "Sacrifice any number of these");
        int[] n = {0};
        List<Integer> picked = chosen;
        SimultaneousMoves.together(ctx, () -> { // 603.10a: what is sacrificed leaves at once, one event
            for (int id : picked) {
                GameObject o = ctx.s.object(id);
                if (o.zone() != Zone.BATTLEFIELD) continue;
                ctx.log("%s sacrifices %s", ctx.s.player(player).name(), o.name());
                SacrificeMove.sacrifice(ctx, id);
                n[0]++;
            }
        });
        EffectResolver.resolve(ctx, t.then(), new Resolution(r.source(), r.controller(), r.targets(), n[0], r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }
}
