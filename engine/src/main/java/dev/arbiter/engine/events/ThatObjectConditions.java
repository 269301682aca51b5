package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.layers.TriggerConditions;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;

/**
 * 603.4: an intervening "if" clause about the object the trigger event names ("Whenever a permanent you control is turned
 * face up, if it's a creature, ..."): checked as the event happens, with the event's object, and again as the ability
 * resolves, with the object the ability remembers; a permanent that has left the battlefield is a new object (400.7), so
 * the clause no longer holds. Every other condition is {@link TriggerConditions#holds}'.
 */
public final class ThatObjectConditions {
    private ThatObjectConditions() {
    }

    /** Whether {@code c} holds for a triggered ability whose event named {@code thatObject} (-1: none). */
    public static boolean holds(GameState s, int source, int controller, int thatPlayer, int thatObject, Condition c, int x) {
        if (!(c instanceof Condition.ThatObjectIs is)) return TriggerConditions.holds(s, source, controller, thatPlayer, c, x);
        if (thatObject < 0 || thatObject >= s.objectCount()) return false;
        GameObject o = s.object(thatObject);
        return o.zone() == Zone.BATTLEFIELD && Affecting.matches(s, source, is.filter(), o, Layers.of(s, o.id()));
    }
}
