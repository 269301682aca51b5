package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Zone;

/**
 * A card's own abilities that trigger on its own move (113.6k, 603.6c, 603.10a): put into a graveyard, exiled from the
 * battlefield, discarded by an opponent's spell or ability; read as the object last existed or from the zone it went to.
 */
final class OwnMoveTriggers {
    private OwnMoveTriggers() {
    }

    /**
     * 603.6c, 603.10a, 113.6k: "When ~ is put into [a | your] graveyard from [anywhere | the battlefield]": the card's own
     * ability as it last existed (a permanent's as the layers left it), triggering from the graveyard for the player who
     * controlled it then (its owner from any other zone); "your graveyard" is its owner's (404.1).
     */
    static void selfPutIntoGraveyard(Ctx ctx, GameEvent.ZoneChange z) {
        boolean fromBattlefield = z.from() == Zone.BATTLEFIELD;
        Characteristics was = fromBattlefield ? z.asItLastExisted() : z.before().card().baseCharacteristics();
        int controller = fromBattlefield ? z.before().controller() : z.after().owner();
        for (Ability a : was.abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.SelfPutIntoGraveyard p
                    && (p.anywhere() || fromBattlefield) && (!p.yours() || z.after().owner() == controller)
                    && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, z.after().id(), controller, -1, t.interveningIf())) { // 603.4
                ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new dev.arbiter.engine.state.PendingTrigger(z.after().id(),
                        controller, t, -1, -1, z.before().zoneChanges(), 0, null))); // 400.7d: "it" is the card it became
            }
        }
    }

    /** 603.6c, 603.10a: "When ~ is put into exile from the battlefield", the permanent's ability as it last existed. */
    static void selfExiled(Ctx ctx, GameEvent.ZoneChange z) {
        int controller = z.before().controller();
        for (Ability a : z.asItLastExisted().abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.SelfExiledFromBattlefield
                    && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, z.after().id(), controller, -1, t.interveningIf())) { // 603.4
                ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new dev.arbiter.engine.state.PendingTrigger(z.after().id(),
                        controller, t, -1, -1, z.before().zoneChanges(), 0, null))); // 400.7d: "it" is the card it became
            }
        }
    }

    /**
     * 701.8a, 113.6k: "When a spell or ability an opponent controls causes you to discard this card": the discarded card's
     * own ability, from the zone it went to; "that player" is the opponent; an intervening "if" holds as it triggers (603.4).
     */
    static void discardedByOpponent(Ctx ctx, GameObject card, int opponent) {
        for (Ability a : card.card().baseCharacteristics().abilities()) {
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.DiscardedByOpponent
                    && dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, card.id(), card.controller(), opponent, t.interveningIf())) {
                Triggers.add(ctx, card, t, opponent, -1);
            }
        }
    }
}
