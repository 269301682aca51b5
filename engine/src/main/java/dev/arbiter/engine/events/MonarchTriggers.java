package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.ability.Who;
import dev.arbiter.engine.layers.Monarch;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.PendingTrigger;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.timing.Step;

import java.util.List;

/**
 * The monarch's two inherent triggered abilities (724.2): "At the beginning of the monarch's end step, that player draws
 * a card" and "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch". Their source
 * here is the object that made the player the monarch (the draw) and the creature (the change).
 */
final class MonarchTriggers {
    private static final TriggeredAbility DRAW = new TriggeredAbility(new Trigger.BeginningOfStep(Step.END, true),
            new Condition.Always(), List.of(), new Effect.DrawCards(new Who.You(), Amount.of(1)),
            "At the beginning of the monarch's end step, that player draws a card.");
    private static final TriggeredAbility STEAL = new TriggeredAbility(new Trigger.DealsDamageToPlayer(true, false),
            new Condition.Always(), List.of(), new Effect.BecomeMonarch(new Who.You()),
            "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.");

    private MonarchTriggers() {
    }

    static void emit(Ctx ctx, GameEvent event) {
        if (event instanceof GameEvent.StepBegan b && b.step() == Step.END) {
            ContinuousEffect m = Monarch.effect(ctx.s);
            if (m == null || Monarch.of(ctx.s) != b.activePlayer()) return;
            add(ctx, m.source(), b.activePlayer(), DRAW);
        } else if (event instanceof GameEvent.DamageDealt d && d.combat() && d.recipient() instanceof Target.Player p
                && p.player() == Monarch.of(ctx.s)) {
            GameObject creature = ctx.s.object(d.source());
            if (creature.controller() != p.player()) add(ctx, creature.id(), creature.controller(), STEAL);
        }
    }

    private static void add(Ctx ctx, int source, int controller, TriggeredAbility t) {
        GameObject o = ctx.s.object(source);
        ctx.s = ctx.s.withTriggers(ctx.s.triggers().append(new PendingTrigger(source, controller, t, -1, -1, o.zoneChanges())));
    }
}
