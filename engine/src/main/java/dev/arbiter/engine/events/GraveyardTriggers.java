package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * Triggered abilities that function in the graveyard (113.6m): "At the beginning of your upkeep, you may
 * return ~ from your graveyard to your hand" triggers for a card in the active player's graveyard, and never
 * while the card is on the battlefield.
 */
final class GraveyardTriggers {
    private GraveyardTriggers() {
    }

    static void stepBegan(Ctx ctx, GameEvent.StepBegan b) {
        if (!ctx.s.hasGraveyardStepTriggers()) return; // no card in the game has one (a fact kept with the objects)
        int active = b.activePlayer();
        for (int id : ctx.s.player(active).graveyard()) { // an immutable vector: the state as the step began
            GameObject o = ctx.s.object(id);
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.BeginningOfStepInGraveyard g
                        && g.step() == b.step() // 603.4: an intervening "if" must hold as the step begins
                        && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, id, o.owner(), active, t.interveningIf())) {
                    Triggers.add(ctx, o, t, active, -1);
                }
            }
        }
    }
}
