package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "Whenever [a player] sacrifices [a permanent]" (701.17a): the sacrificed permanent is judged as it last
 * existed on the battlefield (603.10a), and its own abilities look back in time too, so "Whenever you
 * sacrifice a permanent" triggers on its own sacrifice; "that player" is the player who sacrificed it
 * (its controller, 701.17a) and "it" the card it became.
 */
final class SacrificeTriggers {
    private SacrificeTriggers() {
    }

    static void sacrificed(Ctx ctx, GameEvent.Sacrificed e) {
        GameObject before = e.before();
        int player = before.controller();
        for (Ability a : e.was().abilities()) { // 603.10a: the leaving permanent's own abilities
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Sacrifices sa
                    && triggers(ctx, before, sa, e)) {
                Triggers.add(ctx, before, t, player, e.card());
            }
        }
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            if (id == before.id()) continue; // seen above, as it was
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Sacrifices sa && triggers(ctx, o, sa, e)) {
                    Triggers.add(ctx, o, t, player, e.card());
                }
            }
        }
    }

    /** Who sacrificed, relative to the source's controller, and the permanent as it last existed. */
    private static boolean triggers(Ctx ctx, GameObject source, Trigger.Sacrifices sa, GameEvent.Sacrificed e) {
        if (!ctx.s.relates(sa.who(), source, e.before().controller())) return false;
        if (sa.filter().other() && source.id() == e.before().id()) return false;
        if (sa.self() && source.id() != e.before().id()) return false; // "When you sacrifice ~" (701.17a)
        return Affecting.matches(ctx.s, source.id(), sa.filter().controlledBy(dev.arbiter.engine.ability.Relation.ANY),
                e.before(), e.was());
    }
}
