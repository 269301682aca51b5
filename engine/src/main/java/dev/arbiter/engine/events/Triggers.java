package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.Zone;

/**
 * Checks each event against the triggered abilities in the game (603.2) and records those that
 * trigger; they wait until a player would receive priority (603.3). Leaves-the-battlefield
 * abilities look back in time at the object as it last existed (603.10a).
 */
public final class Triggers {
    private Triggers() {
    }

    public static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.ZoneChange z) {
            zoneChange(ctx, z);
        } else if (event instanceof GameEvent.StepBegan b) {
            stepBegan(ctx, b);
        }
    }

    private static void zoneChange(Ctx ctx, GameEvent.ZoneChange z) {
        if (z.to() == Zone.BATTLEFIELD) {
            Characteristics ch = Layers.of(ctx.s, z.after().id());
            for (Ability a : ch.abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.EntersBattlefield) {
                    add(ctx, z.after(), t, -1);
                }
            }
        }
        if (z.from() == Zone.BATTLEFIELD) {
            // 603.10a: leaves-the-battlefield abilities trigger based on the object before the event.
            for (Ability a : z.before().card().abilities()) {
                if (a instanceof TriggeredAbility t) {
                    boolean dies = t.trigger() instanceof Trigger.Dies && z.to() == Zone.GRAVEYARD;
                    boolean leaves = t.trigger() instanceof Trigger.LeavesBattlefield;
                    if (dies || leaves) add(ctx, z.before(), t, -1);
                }
            }
        }
    }

    private static void stepBegan(Ctx ctx, GameEvent.StepBegan b) {
        GameState s = ctx.s;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            Characteristics ch = Layers.of(s, id);
            for (Ability a : ch.abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.BeginningOfStep bs
                        && bs.step() == b.step() && (!bs.yoursOnly() || o.controller() == b.activePlayer())) {
                    add(ctx, o, t, b.activePlayer());
                }
            }
        }
    }

    private static void add(Ctx ctx, GameObject source, TriggeredAbility t, int thatPlayer) {
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(
                new PendingTrigger(source.id(), source.controller(), t, thatPlayer)));
    }
}
