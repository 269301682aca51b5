package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Suspend;
import dev.arbiter.engine.ability.SuspendEffects;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/**
 * Suspend's two triggered abilities, which function in exile (702.62a, 113.6): controlled by the card's owner (the
 * player who controls their source, an exiled card, 603.3a, 108.4a).
 */
public final class SuspendTriggers {
    private SuspendTriggers() {
    }

    /** 702.62a: the upkeep trigger. */
    static final TriggeredAbility UPKEEP = new TriggeredAbility(new Trigger.BeginningOfStep(Step.UPKEEP, true), List.of(),
            new SuspendEffects.RemoveTimeCounter(), "At the beginning of your upkeep, if this card is suspended, remove a time"
            + " counter from it.");
    /** 702.62a: the last time counter's trigger. */
    static final TriggeredAbility LAST = new TriggeredAbility(new Trigger.LastCounterRemoved("time"), List.of(),
            new SuspendEffects.CastWithoutPaying(), "When the last time counter is removed from this card, if it's exiled,"
            + " you may cast it without paying its mana cost.");

    /** 702.62b: whether {@code o} is suspended: in exile, with suspend and a time counter. */
    public static boolean suspended(GameObject o) {
        return o.zone() == Zone.EXILE && o.counters().get("time") > 0 && suspend(o) != null;
    }

    /** The suspend ability of {@code o}'s card, or null. */
    public static Suspend suspend(GameObject o) {
        if (!o.card().partKinds().contains(Suspend.class)) return null; // most cards: one look-up
        for (Ability a : o.card().baseCharacteristics().abilities()) if (a instanceof Suspend s) return s;
        return null;
    }

    /** 702.62a, 603.4: each suspended card its owner owns triggers as that player's upkeep begins. */
    static void stepBegan(Ctx ctx, GameEvent.StepBegan b) {
        if (b.step() != Step.UPKEEP) return;
        for (int id : ctx.s.exile()) { // an immutable vector: the exile zone as the step began
            GameObject o = ctx.s.object(id);
            if (o.owner() != b.activePlayer() || !suspended(o)) continue;
            ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(o.id(), o.owner(), UPKEEP, -1, -1,
                    o.zoneChanges(), 0, null)));
        }
    }

    /** 702.62a: the last time counter was just removed from exiled card {@code id} (its intervening "if": it's exiled). */
    public static void lastRemoved(Ctx ctx, int id) {
        GameObject o = ctx.s.object(id);
        if (o.zone() != Zone.EXILE || suspend(o) == null) return;
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(o.id(), o.owner(), LAST, -1, -1,
                o.zoneChanges(), 0, null)));
    }
}
