package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;

import java.util.List;

/**
 * Delayed triggered abilities (603.7): created by a resolving spell or ability, each triggers once
 * (603.7c) at the next beginning of its step, controlled by the player who created it (603.7d),
 * acting on the particular objects it was created for — if one has changed zones it is a new
 * object (400.7) and the ability does nothing to it.
 */
final class DelayedTriggers {
    private DelayedTriggers() {
    }

    /** 603.7, 603.10a: a permanent died; the delayed abilities bound to it trigger once ("that creature" is the card). */
    static void died(Ctx ctx, dev.arbiter.engine.events.GameEvent.ZoneChange z) {
        Vector<ContinuousEffect> all = ctx.s.effects();
        Vector<ContinuousEffect> kept = all;
        for (ContinuousEffect e : all) {
            if (!(e.modification() instanceof Modification.DeathTrigger d) || e.affected().isEmpty()) continue;
            var bound = e.affected().get(0);
            if (bound.id() != z.before().id() || bound.zoneChanges() != z.before().zoneChanges()) continue;
            kept = kept.remove(e);
            ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(e.source(), e.controller(), d.ability(),
                    z.before().controller(), z.after().id(), -1, 0, null)));
        }
        if (kept != all) ctx.s = ctx.s.withEffects(kept);
    }

    /**
     * 603.7, 603.7c: the delayed abilities created for the rest of this turn whose trigger is a {@code kind} that
     * {@code accepts} (given the record and the trigger) each trigger on this event, with "that player", "that object"
     * and "that much" as given; a "when ... your next ..." one ({@code once}) then goes, a "whenever ... this turn" one stays.
     */
    static <T extends Trigger> void thisTurn(Ctx ctx, Class<T> kind, java.util.function.BiPredicate<ContinuousEffect, T> accepts,
                                             int thatPlayer, int thatObject, int amount) {
        Vector<ContinuousEffect> all = ctx.s.effects();
        Vector<ContinuousEffect> kept = all;
        for (ContinuousEffect e : all) {
            if (!(e.modification() instanceof Modification.ThisTurnDelayedTrigger n) || !kind.isInstance(n.ability().trigger())
                    || !accepts.test(e, kind.cast(n.ability().trigger()))) continue;
            if (n.once()) kept = kept.remove(e);
            ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(e.source(), e.controller(), n.ability(),
                    thatPlayer, thatObject, -1, amount, null)));
        }
        if (kept != all) ctx.s = ctx.s.withEffects(kept);
    }

    static void stepBegan(Ctx ctx, Step step) {
        Vector<ContinuousEffect> all = ctx.s.effects();
        Vector<ContinuousEffect> kept = all;
        for (ContinuousEffect e : all) {
            // 500.7, 603.7a: "at the beginning of that turn's end step": only in that extra turn, taken by its player
            if (e.modification() instanceof Modification.ExtraTurnDelayedTrigger x && x.step() == step
                    && x.turn() == ctx.s.turn().number() && x.player() == ctx.s.turn().active()) {
                kept = kept.remove(e);
                ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(e.source(), e.controller(),
                        new TriggeredAbility(new Trigger.BeginningOfStep(step, false), new Condition.Always(), List.of(), x.effect(),
                                x.text()), -1, -1, -1, 0, Vector.empty())));
                continue;
            }
            if (!(e.modification() instanceof Modification.DelayedTrigger d) || d.step() != step) continue;
            // 702.88a: rebound's trigger waits for the beginning of its controller's own upkeep
            if (d.effect() instanceof dev.arbiter.engine.ability.Effect.MayCastReboundCard
                    && ctx.s.turn().active() != e.controller()) continue;
            kept = kept.remove(e);
            TriggeredAbility ability = new TriggeredAbility(new Trigger.BeginningOfStep(step, false), new Condition.Always(),
                    List.of(), d.effect(), d.text());
            Vector<Vector<Target>> bound = e.affected().isEmpty() ? Vector.empty()
                    : Vector.of(e.affected().map(t -> (Target) t));
            ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(e.source(), e.controller(), ability,
                    -1, -1, -1, 0, bound)));
        }
        if (kept != all) ctx.s = ctx.s.withEffects(kept);
    }
}
