package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.PendingTrigger;
import io.vavr.collection.Vector;

/**
 * 603.2c: "Whenever one or more [objects] [event], ... that many": an ability that triggers once for the event counts
 * the objects of the event as its amount ("that much" / "that many", the triggered ability's X). The first object puts
 * the pending trigger with 1, each other object of the same event adds one to it. Counted only for an ability with no
 * intervening "if" (603.4) — including "only once each turn", 603.2 — so its trigger was surely made for this event.
 */
final class GroupCounts {
    private GroupCounts() {
    }

    /** The amount the first object of the event gives the trigger of {@code t}. */
    static int first(TriggeredAbility t) {
        return counted(t) ? 1 : 0;
    }

    /** One more object of the event that {@code t} of {@code source} triggered on (its pending trigger, the latest). */
    static void oneMore(Ctx ctx, int source, TriggeredAbility t) {
        if (!counted(t)) return;
        Vector<PendingTrigger> pending = ctx.s.triggers();
        for (int i = pending.size() - 1; i >= 0; i--) {
            PendingTrigger p = pending.get(i);
            if (p.source() != source || p.ability() != t) continue;
            ctx.s = ctx.s.withTriggers(pending.update(i, new PendingTrigger(p.source(), p.controller(), p.ability(),
                    p.thatPlayer(), p.thatObject(), p.sourceZoneChanges(), p.amount() + 1, p.boundTargets())));
            return;
        }
    }

    private static boolean counted(TriggeredAbility t) {
        return t.interveningIf() instanceof Condition.Always;
    }
}
