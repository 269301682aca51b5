package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/** Fighting (701.14): two creatures deal damage equal to their powers to each other. */
final class Fights {
    private Fights() {
    }

    static void resolve(Ctx ctx, Effect.Fight f, Resolution r) {
        GameObject a = creature(ctx, EffectSubjects.objects(ctx, f.first(), r));
        GameObject b = creature(ctx, EffectSubjects.objects(ctx, f.second(), r));
        // 701.14b: a creature gone, no longer a creature or an illegal target deals and is dealt no damage
        if (a == null || b == null) return;
        int powerA = Math.max(0, Layers.of(ctx.s, a.id()).power()); // read before either deals damage (701.14a)
        int powerB = Math.max(0, Layers.of(ctx.s, b.id()).power());
        ctx.log("%s fights %s", a.name(), b.name());
        if (a.id() == b.id()) { // 701.14c: it deals damage to itself equal to twice its power
            Damage.deal(ctx, a.id(), a.ref(), 2 * powerA, false);
            return;
        }
        Damage.deal(ctx, a.id(), b.ref(), powerA, false); // 701.14d: not combat damage
        Damage.deal(ctx, b.id(), a.ref(), powerB, false);
    }

    private static GameObject creature(Ctx ctx, List<GameObject> objects) {
        if (objects.size() != 1) return null;
        GameObject o = objects.get(0);
        Characteristics ch = o.zone() == Zone.BATTLEFIELD ? Layers.of(ctx.s, o.id()) : null;
        return ch != null && ch.isCreature() ? o : null;
    }
}
