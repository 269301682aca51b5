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

    /** 113.6m, 603.6a: "Whenever a land enters the battlefield under your control, you may return ~ from your graveyard". */
    static void entered(Ctx ctx, GameObject entered, dev.arbiter.engine.card.Characteristics ch) {
        for (int p = 0; p < ctx.s.playerCount(); p++) {
            for (int id : ctx.s.player(p).graveyard()) {
                GameObject o = ctx.s.object(id);
                if (!o.card().partKinds().contains(Trigger.PermanentEntersInGraveyard.class)) continue; // most cards: one look-up
                for (Ability a : o.card().baseCharacteristics().abilities()) {
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.PermanentEntersInGraveyard g
                            && dev.arbiter.engine.layers.Affecting.matches(ctx.s, id, g.filter(), entered, ch)
                            && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, id, o.owner(), entered.controller(),
                            t.interveningIf())) {
                        Triggers.add(ctx, o, t, entered.controller(), entered.id());
                    }
                }
            }
        }
    }

    /**
     * 702.59a, 113.6m, 603.10a: "When a creature is put into your graveyard from the battlefield, ... return ~ from your
     * graveyard": each card that was in that graveyard before the event ({@code was}) and still is triggers.
     */
    static void creatureDied(Ctx ctx, GameEvent.ZoneChange z, dev.arbiter.engine.state.GameState was) {
        int owner = z.after().owner();
        for (int id : was.player(owner).graveyard()) {
            if (id == z.after().id()) continue; // the creature's own card: it wasn't in the graveyard before (603.10a)
            GameObject o = ctx.s.object(id);
            if (!o.card().partKinds().contains(dev.arbiter.engine.ability.CreatureToYourGraveyardInGraveyard.class)) continue;
            if (o.zone() != dev.arbiter.engine.state.Zone.GRAVEYARD || o.zoneChanges() != was.object(id).zoneChanges()) continue;
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof dev.arbiter.engine.ability.CreatureToYourGraveyardInGraveyard
                        && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, id, o.owner(), owner, t.interveningIf())) {
                    Triggers.add(ctx, o, t, owner, z.after().id());
                }
            }
        }
    }

    /** 113.6m, 119.3: "When you gain life [for the first time each turn], return ~ from your graveyard to your hand". */
    static void gainedLife(Ctx ctx, int player, boolean firstGain) {
        for (int id : ctx.s.player(player).graveyard()) {
            GameObject o = ctx.s.object(id);
            if (!o.card().partKinds().contains(Trigger.YouGainLifeInGraveyard.class)) continue; // most cards: one look-up
            for (Ability a : o.card().baseCharacteristics().abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.YouGainLifeInGraveyard g
                        && (!g.firstEachTurn() || firstGain) && o.owner() == player
                        && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, id, o.owner(), player, t.interveningIf())) {
                    Triggers.add(ctx, o, t, player, -1);
                }
            }
        }
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
