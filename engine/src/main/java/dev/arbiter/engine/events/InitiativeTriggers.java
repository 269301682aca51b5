package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.layers.Initiative;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.DungeonRecords;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.Modification;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/**
 * Two of the initiative's inherent triggered abilities (723.2; the third, on taking it, is added by layers/Initiative):
 * "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity" and
 * "Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, the
 * controller of those creatures takes the initiative". Both are controlled by the player who had the initiative as
 * they triggered (723.2); their source here is the object that gave the initiative.
 */
final class InitiativeTriggers {
    private InitiativeTriggers() {
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (!(event instanceof GameEvent.StepBegan) && !(event instanceof GameEvent.DamageDealt)) return;
        ContinuousEffect e = DungeonRecords.initiative(ctx.s);
        if (e == null) return;
        Modification.Initiative i = (Modification.Initiative) e.modification();
        if (event instanceof GameEvent.StepBegan b && b.step() == Step.UPKEEP && b.activePlayer() == i.player()) {
            TriggeredAbility t = Initiative.ventureIntoUndercity(new Trigger.BeginningOfStep(Step.UPKEEP, true), i.undercity(),
                    "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity.");
            add(ctx, new PendingTrigger(e.source(), i.player(), t, -1, -1));
        } else if (event instanceof GameEvent.DamageDealt d && d.combat() && d.recipient() instanceof Target.Player p
                && p.player() == i.player()) {
            GameObject creature = ctx.s.object(d.source());
            int taker = creature.controller();
            if (taker == p.player()) return;
            TriggeredAbility t = new TriggeredAbility(new Trigger.DealsDamageToPlayer(true, false), new Condition.Always(),
                    List.of(), new Effect.TakeInitiative(new Who.ThatPlayer(), i.undercity()),
                    "Whenever one or more creatures a player controls deal combat damage to the player who has the"
                            + " initiative, the controller of those creatures takes the initiative.");
            for (PendingTrigger pt : ctx.s.triggers()) { // "one or more creatures": once per player per damage event
                if (pt.ability().equals(t) && pt.thatPlayer() == taker) return;
            }
            add(ctx, new PendingTrigger(creature.id(), i.player(), t, taker, -1));
        }
    }

    private static void add(Ctx ctx, PendingTrigger t) {
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(t));
    }
}
