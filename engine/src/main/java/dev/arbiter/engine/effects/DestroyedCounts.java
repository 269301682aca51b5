package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.ArrayList;
import java.util.List;

/**
 * "... destroyed this way" (701.8a, 608.2c): the permanents a destroy names are noted as they are (608.2h), the
 * destroy happens, and those of the counted kind that went from the battlefield to a graveyard are counted; the
 * next effect reads that count. A regenerated or indestructible permanent, or one a replacement moved elsewhere,
 * was not destroyed.
 */
final class DestroyedCounts {
    private DestroyedCounts() {
    }

    static void resolve(Ctx ctx, Effect.CountDestroyed cd, Resolution r) {
        Subject subject = cd.destroy() instanceof Effect.Destroy d ? d.subject()
                : ((Effect.DestroyNoRegeneration) cd.destroy()).subject();
        List<int[]> noted = new ArrayList<>(); // id, zone changes, of the counted kind (1) or not (0)
        for (GameObject o : EffectSubjects.objects(ctx, subject, r)) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            boolean counted = Affecting.matches(ctx.s, r.source(), cd.counted(), o, Layers.of(ctx.s, o.id()));
            noted.add(new int[] {o.id(), o.zoneChanges(), counted ? 1 : 0});
        }
        EffectResolver.resolve(ctx, cd.destroy(), r);
        int n = 0;
        for (int[] k : noted) {
            GameObject now = ctx.s.object(k[0]);
            boolean destroyed = now.zoneChanges() != k[1] && (now.zone() == Zone.GRAVEYARD || now.zone() == Zone.NONE);
            if (destroyed && k[2] == 1) n++;
        }
        if (ctx.logging()) ctx.log("%d destroyed this way", n);
        EffectResolver.resolve(ctx, cd.then(), new Resolution(r.source(), r.controller(), r.targets(), n, r.thatPlayer(),
                r.thatObject(), r.chosenMana(), r.sourceZoneChanges()));
    }
}
