package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.StackItem;

/**
 * State triggers (603.8): "When you control no Islands" triggers whenever a player would receive
 * priority and the game state matches its condition; it doesn't trigger again until the ability
 * has resolved, been countered, or otherwise left the stack.
 */
public final class StateTriggers {
    private StateTriggers() {
    }

    /** Records each state trigger whose condition holds and that isn't already waiting or on the stack. */
    public static void check(Ctx ctx) {
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.State st
                        && TriggerConditions.holds(ctx.s, id, o.controller(), -1, st.condition())
                        && !waitingOrOnStack(ctx.s, id, t)) {
                    Triggers.add(ctx, o, t, -1, -1);
                }
            }
        }
    }

    private static boolean waitingOrOnStack(GameState s, int source, TriggeredAbility t) {
        for (PendingTrigger p : s.triggers()) {
            if (p.source() == source && p.ability().equals(t)) return true;
        }
        for (StackItem item : s.stack()) {
            if (item instanceof StackItem.AbilityOnStack a && a.source() == source && a.ability().equals(t)) return true;
        }
        return false;
    }
}
