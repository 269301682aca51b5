package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "... exiled this way" (406, 608.2c): the objects an exile names are noted as they are (608.2h), the exile happens, and
 * those of the counted kind that went to exile are counted; the next effect reads that count. One a replacement moved
 * elsewhere, or that was already gone, was not exiled this way.
 */
final class ExiledCounts {
    private ExiledCounts() {
    }

    static void resolve(Ctx ctx, Effect.CountExiled ce, Resolution r) {
        if (!(ce.exile() instanceof Effect.Exile exile)) { // 608.2c: any other exile step, read from what it moved
            int n = 0;
            for (StepRecord.Moved m : StepRecord.of(ctx, () -> EffectResolver.resolve(ctx, ce.exile(), r))) {
                if (m.to() == Zone.EXILE && Affecting.matches(ctx.s, r.source(), ce.counted(), m.now(), m.before())) n++;
            }
            if (ctx.logging()) ctx.log("%d exiled this way", n);
            EffectResolver.resolve(ctx, ce.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                    r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
            return;
        }
        List<int[]> noted = new ArrayList<>(); // id, zone changes, of the counted kind (1) or not (0)
        for (GameObject o : EffectSubjects.objects(ctx, exile.subject(), r)) {
            if (o.zone() == Zone.EXILE || o.zone() == Zone.NONE) continue;
            boolean counted = Affecting.matches(ctx.s, r.source(), ce.counted(), o, Layers.of(ctx.s, o.id()));
            noted.add(new int[] {o.id(), o.zoneChanges(), counted ? 1 : 0});
        }
        EffectResolver.resolve(ctx, exile, r);
        int n = 0;
        for (int[] k : noted) {
            GameObject now = ctx.s.object(k[0]);
            if (now.zoneChanges() != k[1] && now.zone() == Zone.EXILE && k[2] == 1) n++;
        }
        if (ctx.logging()) ctx.log("%d exiled this way", n);
        EffectResolver.resolve(ctx, ce.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }
}
