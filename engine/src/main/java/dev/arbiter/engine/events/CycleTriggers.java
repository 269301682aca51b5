package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;

/**
 * Cycling as a trigger event (702.29a): "When you cycle ~" means "when you discard ~ to pay a cycling cost" and
 * triggers from whichever zone the card ended up in (702.29c); "Whenever [a player] cycles a card" is seen by the
 * permanents on the battlefield.
 */
final class CycleTriggers {
    private CycleTriggers() {
    }

    static void cycled(Ctx ctx, GameEvent.Cycled e) {
        GameObject card = ctx.s.object(e.card());
        for (Ability a : Layers.of(ctx.s, e.card()).abilities()) { // 702.29c: the cycled card's own abilities
            if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Cycles c && c.self()
                    && card.owner() == e.player()) {
                Triggers.add(ctx, card, t, e.player(), -1);
            }
        }
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.Cycles c && !c.self()
                        && ctx.s.relates(c.who(), o, e.player())) {
                    Triggers.add(ctx, o, t, e.player(), e.card());
                }
            }
        }
    }
}
