package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Counters named by no kind (122.8, 122.5): "remove a counter from target permanent", "remove all counters from target
 * permanent", "move a counter from target creature onto another target creature", "move all counters from ... onto
 * ...". A single counter is of a kind the effect's controller chooses among the kinds the object has (asked only when
 * it has more than one); "all" takes every counter of every kind. Reached from {@link CounterRemoval} and
 * {@link CounterMoves} when the effect's kind is null.
 */
final class AnyKindCounters {
    private AnyKindCounters() {
    }

    /** "remove a counter / all counters from [objects]" (122.8); {@code amount} null: all, else one counter. */
    static boolean remove(Ctx ctx, Effect.RemoveCounters e, Resolution r) {
        for (GameObject o : EffectSubjects.objects(ctx, e.subject(), r)) {
            GameObject now = ctx.s.object(o.id());
            if (now.zone() != Zone.BATTLEFIELD || now.counters().isEmpty()) continue;
            if (e.amount() == null) {
                ctx.s = ctx.s.withObject(now.withCounters(dev.arbiter.engine.state.Counters.NONE));
                for (var k : now.counters().byKind()) dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, now.id(), k._1(), k._2()); // 122.8
                ctx.log("all counters (%s) removed from %s", now.counters(), now.name());
                continue;
            }
            String kind = chosenKind(ctx, r.controller(), now, "remove from");
            ctx.s = ctx.s.withObject(now.withCounters(now.counters().plus(kind, -1)));
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, now.id(), kind, 1); // 122.8
            ctx.log("1 %s counter removed from %s", kind, now.name());
        }
        return true;
    }

    /** "move a counter / all counters from [object] onto [object]" (122.5): removed, then put (122.6). */
    static boolean move(Ctx ctx, Effect.MoveCounters e, GameObject source, GameObject dest, Resolution r) {
        if (source.counters().isEmpty()) return true;
        List<String> kinds = e.amount() == null ? source.counters().byKind().keySet().toJavaList()
                : List.of(chosenKind(ctx, r.controller(), source, "move from"));
        for (String kind : kinds) {
            GameObject from = ctx.s.object(source.id());
            int n = e.amount() == null ? from.counters().get(kind) : Math.min(1, from.counters().get(kind));
            if (n <= 0) continue;
            ctx.s = ctx.s.withObject(from.withCounters(from.counters().plus(kind, -n)));
            dev.arbiter.engine.events.CounterRemovedTriggers.removed(ctx, from.id(), kind, n); // 122.8
            ctx.log("%d %s counter%s moved from %s onto %s", n, kind, n == 1 ? "" : "s", from.name(), dest.name());
            Counters.put(ctx, dest.id(), kind, n);
        }
        return true;
    }

    /** The kind of the one counter taken from {@code o}: its only kind, or the one {@code player} chooses. */
    private static String chosenKind(Ctx ctx, int player, GameObject o, String verb) {
        List<String> kinds = o.counters().byKind().keySet().toJavaList();
        if (kinds.size() == 1) return kinds.get(0);
        Choice c = ctx.ask(new Decision.Option(player, "Which kind of counter to " + verb + " " + o.name() + "?", kinds));
        return kinds.get(((Choice.ChooseOption) c).index());
    }
}
