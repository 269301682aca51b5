package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import java.util.List;

/**
 * 120.1, 120.3: "Each creature you control ... deals damage equal to its power to that creature": every permanent of the
 * group is a source of its own damage. The group and each amount are fixed as the effect begins (608.2h), then the
 * damage is dealt source by source within the one resolution (no state-based action is checked between, 704.3).
 */
final class EachDealsDamage {
    private EachDealsDamage() {
    }

    static boolean resolve(Ctx ctx, Effect.EachDealsDamageEqualToStat e, Resolution r) {
        List<GameObject> sources = EffectSubjects.objects(ctx, e.sources(), r);
        List<Target> to = EffectSubjects.recipients(ctx, e.to(), r);
        if (to.isEmpty()) return true; // 608.2b: no legal recipient left, no damage
        int[] ids = new int[sources.size()];
        int[] amounts = new int[sources.size()];
        int n = 0;
        for (GameObject o : sources) {
            if (o.zone() != Zone.BATTLEFIELD) continue;
            ids[n] = o.id();
            amounts[n++] = Math.max(0, ObjectStats.of(e.stat(), Layers.of(ctx.s, o.id()))); // 107.1b: negative deals none
        }
        for (int i = 0; i < n; i++) {
            if (amounts[i] <= 0) continue;
            for (Target t : to) Damage.deal(ctx, ids[i], t, amounts[i], false);
        }
        return true;
    }
}
