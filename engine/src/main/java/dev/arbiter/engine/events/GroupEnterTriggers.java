package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "Whenever one or more [filter] enter the battlefield [under your control]" (603.2c, 603.6a): each permanent of the
 * event is judged as it is on the battlefield, by the permanents there after the event; an ability triggers once for
 * the event ({@code Ctx.groupTriggered}, opened by the moves that put several objects onto the battlefield at once).
 */
final class GroupEnterTriggers {
    private GroupEnterTriggers() {
    }

    static void enters(Ctx ctx, int entered) {
        if (!dev.arbiter.engine.layers.PartKinds.mayHave(ctx.s, Trigger.GroupEnters.class)) return;
        GameObject e = ctx.s.object(entered);
        Characteristics ch = Layers.of(ctx.s, entered);
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.GroupEnters g)) continue;
                if (!Affecting.matches(ctx.s, id, g.filter(), e, ch)) continue;
                if (!EventTriggers.firstInGroup(ctx, id, t)) {
                    GroupCounts.oneMore(ctx, id, t); // 603.2c: "that many"
                    continue;
                }
                Triggers.add(ctx, o, t, o.controller(), -1, GroupCounts.first(t));
            }
        }
    }
}
