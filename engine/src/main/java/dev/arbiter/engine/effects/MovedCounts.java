package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.CountMovedThen;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * "[step], then [then] that many" (608.2c): the step resolves, what it moved is read from the resolution's record of
 * moves ({@link StepRecord}), and the follow-up reads that count; for "each player ..., then creates that many", each
 * player (APNAP order, 101.4) counts what was theirs: a permanent they controlled as it last existed on the battlefield
 * (608.2h), else a card they owned.
 */
final class MovedCounts {
    private MovedCounts() {
    }

    static boolean resolve(Ctx ctx, CountMovedThen e, Resolution r) {
        Map<Integer, Integer> controllers = new HashMap<>(); // 608.2h: who controlled each permanent before the step
        if (e.perPlayer()) {
            for (GameObject o : ctx.s.objects()) if (o.zone() == Zone.BATTLEFIELD) controllers.put(o.id(), o.controller());
        }
        List<StepRecord.Moved> moved = StepRecord.of(ctx, () -> EffectResolver.resolve(ctx, e.step(), r));
        if (!e.perPlayer()) {
            int n = count(ctx, r, e, moved, -1, controllers);
            if (ctx.logging()) ctx.log("%d moved this way", n);
            EffectResolver.resolve(ctx, e.then(), with(r, n, r.thatPlayer()));
            return true;
        }
        for (int p : EffectSubjects.players(ctx, new Who.EachPlayer(), r)) {
            int n = count(ctx, r, e, moved, p, controllers);
            if (ctx.logging()) ctx.log("%d moved this way for player %d", n, p);
            EffectResolver.resolve(ctx, e.then(), with(r, n, p));
        }
        return true;
    }

    private static int count(Ctx ctx, Resolution r, CountMovedThen e, List<StepRecord.Moved> moved, int player,
                             Map<Integer, Integer> controllers) {
        int n = 0;
        for (StepRecord.Moved m : moved) {
            if (e.to() == CountMovedThen.To.EXILE && m.to() != Zone.EXILE || e.to() == CountMovedThen.To.GRAVEYARD && m.to() != Zone.GRAVEYARD) continue;
            if (e.counted() != null && !dev.arbiter.engine.layers.Affecting.matches(ctx.s, r.source(), e.counted(), m.now(), m.before())) continue;
            int whose = controllers.getOrDefault(m.now().id(), m.now().owner());
            if (player < 0 || whose == player) n++;
        }
        return n;
    }

    private static Resolution with(Resolution r, int n, int thatPlayer) {
        return new Resolution(r.source(), r.controller(), r.targets(), n, thatPlayer, r.thatObject(), r.chosenMana(),
                r.sourceZoneChanges());
    }
}
