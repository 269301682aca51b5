package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.PartKinds;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;

/**
 * "Whenever combat damage is dealt to you [or a planeswalker you control]" (510.2, 603.2c): once for a combat damage
 * step that dealt any, from a permanent or, for "if ~ is in your graveyard", a card in its owner's graveyard (113.6m).
 */
final class CombatDamageToYouTriggers {
    private CombatDamageToYouTriggers() {
    }

    static void step(Ctx ctx, GameEvent.CombatDamageStep step) {
        GameState s = ctx.s;
        if (PartKinds.mayHave(s, Trigger.CombatDamageToYou.class)) {
            for (int id : Layers.triggerSources(s)) {
                GameObject o = s.object(id);
                for (Ability a : Layers.of(s, id).abilities()) {
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CombatDamageToYou c && !c.inGraveyard()
                            && dealtTo(s, step, o.controller(), c.planeswalkers())) {
                        Triggers.add(ctx, o, t, o.controller(), -1);
                    }
                }
            }
        }
        for (int owner = 0; owner < s.playerCount(); owner++) {
            for (int id : s.player(owner).graveyard()) {
                GameObject o = s.object(id);
                if (!o.card().partKinds().contains(Trigger.CombatDamageToYou.class)) continue; // most cards: one look-up
                for (Ability a : o.card().baseCharacteristics().abilities()) {
                    if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.CombatDamageToYou c && c.inGraveyard()
                            && dealtTo(s, step, o.owner(), c.planeswalkers())
                            && TriggerConditions.holds(s, id, o.owner(), o.owner(), t.interveningIf())) {
                        Triggers.add(ctx, o, t, o.owner(), id); // "that card": the card in the graveyard

                    }
                }
            }
        }
    }

    /** Whether the step dealt damage to {@code you} or, with {@code planeswalkers}, a planeswalker {@code you} control. */
    private static boolean dealtTo(GameState s, GameEvent.CombatDamageStep step, int you, boolean planeswalkers) {
        for (Target t : step.recipients()) {
            if (t instanceof Target.Player p && p.player() == you) return true;
            if (planeswalkers && t instanceof Target.Object ob) {
                GameObject o = s.object(ob.id());
                if (o.controller() == you && o.zone() == Zone.BATTLEFIELD && Layers.of(s, ob.id()).is(CardType.PLANESWALKER)) return true;
            }
        }
        return false;
    }
}
