package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Duration;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;

/**
 * "Whenever a creature dealt damage by ~ this turn dies" (603.10a, 700.4): damage dealt to a
 * creature by a source with such an ability is remembered until the turn ends (a non-layer
 * {@link Modification.DamagedBy}); the ability triggers when a creature so remembered dies, judged as
 * it last existed.
 */
final class DamagedByTriggers {
    private DamagedByTriggers() {
    }

    /** Remembers damage dealt to a creature by a source that has the ability. */
    static void damageDealt(Ctx ctx, GameEvent.DamageDealt d) {
        if (!(d.recipient() instanceof Target.Object to) || d.amount() <= 0) return;
        GameObject src = ctx.s.object(d.source());
        GameObject victim = ctx.s.object(to.id());
        if (src.zone() != Zone.BATTLEFIELD || victim.zone() != Zone.BATTLEFIELD || !Layers.of(ctx.s, to.id()).isCreature()
                || !watches(ctx, d.source())) {
            return;
        }
        ctx.s = ContinuousEffect.add(ctx.s, src.id(), src.controller(), new Modification.DamagedBy(src.zoneChanges()),
                Vector.of(victim.ref()), Duration.UNTIL_END_OF_TURN);
    }

    /** A creature died: the abilities of the sources that dealt it damage this turn trigger. */
    static void dies(Ctx ctx, GameEvent.ZoneChange z) {
        GameObject before = z.before();
        if (!z.asItLastExisted().isCreature()) return; // 603.10a: a creature as it last existed
        Target.Object died = before.ref();
        dev.arbiter.engine.state.GameState was = Triggers.lookBack(ctx); // 603.10a
        for (int id : Layers.triggerSources(was)) {
            GameObject o = was.object(id);
            if (id == before.id() || !damaged(ctx, o, died)) continue;
            for (Ability a : Layers.of(was, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.DealtDamageBySourceDies) {
                    Triggers.add(ctx, o, t, -1, z.after().id());
                }
            }
        }
    }

    private static boolean watches(Ctx ctx, int source) {
        for (Ability a : Layers.of(ctx.s, source).abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.DealtDamageBySourceDies) return true;
        }
        return false;
    }

    private static boolean damaged(Ctx ctx, GameObject source, Target.Object died) {
        for (ContinuousEffect e : ctx.s.effects()) {
            if (e.source() == source.id() && e.modification() instanceof Modification.DamagedBy d
                    && d.sourceZoneChanges() == source.zoneChanges() && e.affected().contains(died)) {
                return true;
            }
        }
        return false;
    }
}
