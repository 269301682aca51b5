package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * "Whenever you complete a dungeon" (309.7): as {@code player} completes one, the abilities of the permanents they
 * control and (those that function there, 113.6m) of the cards in their graveyard trigger.
 */
public final class DungeonCompletionTriggers {
    private DungeonCompletionTriggers() {
    }

    public static void completed(Ctx ctx, int player) {
        for (int id : ctx.s.battlefield()) {
            GameObject o = ctx.s.object(id);
            if (o.controller() != player) continue;
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CompletesDungeon c && !c.inGraveyard()
                        && TriggerConditions.holds(ctx.s, id, player, player, t.interveningIf())) {
                    Triggers.add(ctx, o, t, player, -1);
                }
            }
        }
        for (int id : ctx.s.player(player).graveyard()) {
            GameObject o = ctx.s.object(id);
            if (!o.card().partKinds().contains(Trigger.CompletesDungeon.class)) continue; // most cards: one look-up
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CompletesDungeon c && c.inGraveyard()
                        && o.owner() == player && TriggerConditions.holds(ctx.s, id, player, player, t.interveningIf())) {
                    Triggers.add(ctx, o, t, player, -1);
                }
            }
        }
    }
}
