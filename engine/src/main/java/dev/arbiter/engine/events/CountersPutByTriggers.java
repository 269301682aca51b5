package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "Whenever you put one or more [kind] counters on [~ | a creature you don't control]" (122.6, 603.2): the abilities of
 * {@link Trigger.CountersPutBy} that a placement of counters on a permanent triggers, judged by who put them (the
 * event's player: 608.2 the resolving spell's or ability's controller, 120.3d the wither source's controller, 122.6a the
 * entering permanent's controller); a placement by a player not known triggers nothing.
 */
final class CountersPutByTriggers {

    private CountersPutByTriggers() {
    }

    /** Puts the triggered abilities {@code cp} (counters put on {@code p}, its characteristics {@code ch}) triggers. */
    static void check(Ctx ctx, GameEvent.CountersPut cp, GameObject p, Characteristics ch) {
        if (cp.player() < 0 || !PartKinds.mayHave(ctx.s, Trigger.CountersPutBy.class)) return;
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.CountersPutBy tr)) continue;
                if (tr.kind() != null && !tr.kind().equals(cp.kind())) continue;
                if (!ctx.s.relates(tr.who(), o, cp.player())) continue;
                if (tr.filter() == null ? o.id() != p.id() : !Affecting.matches(ctx.s, o.id(), tr.filter(), p, ch)) continue;
                Triggers.add(ctx, o, t, p.controller(), p.id(), cp.amount());
            }
        }
    }
}
