package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.TurnHistory;

/**
 * "Whenever you draw your second card each turn" (121.1) and "whenever you cast your first spell
 * each turn [during each opponent's turn]" (601.2i): the draw or cast that brings the player's
 * count for this turn ({@link TurnHistory}, already updated) to the ordinal triggers the ability.
 */
final class TurnCountTriggers {
    private TurnCountTriggers() {
    }

    static void emit(Ctx ctx, GameEvent e) {
        Trigger.NthThisTurn.Action action;
        int player;
        int object;
        if (e instanceof GameEvent.CardDrawn d) {
            action = Trigger.NthThisTurn.Action.DRAW;
            player = d.player();
            object = d.card();
        } else if (e instanceof GameEvent.SpellCast c) {
            action = Trigger.NthThisTurn.Action.CAST;
            player = c.player();
            object = c.spell();
        } else {
            return;
        }
        TurnHistory h = ctx.s.turn().history();
        int count = action == Trigger.NthThisTurn.Action.DRAW ? h.cardsDrawn(player) : h.spellsCast(player);
        for (int id : Layers.triggerSources(ctx.s)) {
            GameObject o = ctx.s.object(id);
            for (Ability a : Layers.of(ctx.s, id).abilities()) {
                if (a instanceof TriggeredAbility t && t.trigger() instanceof Trigger.NthThisTurn n && n.action() == action
                        && n.nth() == count && ctx.s.relates(n.who(), o, player)
                        && (!n.opponentsTurn() || ctx.s.areOpponents(ctx.s.turn().active(), o.controller()))) {
                    Triggers.add(ctx, o, t, player, object);
                }
            }
        }
    }
}
