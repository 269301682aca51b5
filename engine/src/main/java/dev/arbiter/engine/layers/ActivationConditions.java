package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * "Activate only if [condition]" (602.5b): the ability may be activated only while the condition holds
 * for its source's controller; it is checked as the ability would be activated (602.2), not again later.
 */
public final class ActivationConditions {
    private ActivationConditions() {
    }

    /** Whether {@code a} of {@code o} may be activated now as far as its "Activate only if" goes. */
    public static boolean holds(GameState s, GameObject o, ActivatedAbility a) {
        Condition c = a.onlyIf();
        if (c instanceof Condition.Always) return true;
        return TriggerConditions.holds(s, o.id(), o.controller(), -1, c); // 602.5b
    }
}
