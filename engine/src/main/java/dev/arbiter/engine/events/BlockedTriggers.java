package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

import java.util.List;

/**
 * "Whenever a [creature of a kind] becomes blocked" (509.3c): once for each matching attacking creature that became
 * blocked in this declaration, however many creatures block it; "that creature" is it, "its controller" its controller.
 */
final class BlockedTriggers {
    private BlockedTriggers() {
    }

    static void declared(Ctx ctx, List<Integer> blocked) {
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (!(a instanceof TriggeredAbility t) || !(t.trigger() instanceof Trigger.CreatureBecomesBlocked cb)) continue;
                for (int attacker : blocked) {
                    GameObject at = ctx.s.object(attacker);
                    if (Affecting.matches(ctx.s, id, cb.filter(), at, Layers.of(ctx.s, attacker))) {
                        Triggers.add(ctx, o, t, at.controller(), attacker);
                    }
                }
            }
        }
    }
}
