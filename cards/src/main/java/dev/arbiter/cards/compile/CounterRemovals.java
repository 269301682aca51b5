package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Who;

/**
 * "You may remove a vitality counter from ~. If you do, you gain 1 life." (608.2d, 122.8): lowered
 * to {@link Effect.MayRemoveCounters}, which offers the choice only when the counters are there, so
 * "if you do" never follows a removal that couldn't happen. Another player's choice, or "all"
 * counters, is refused.
 */
final class CounterRemovals {

    private CounterRemovals() {
    }

    static Effect may(Who who, Effect.RemoveCounters remove, Effect ifTheyDo, Effect otherwise) {
        if (!(who instanceof Who.You)) throw new NotSupported("another player may remove counters");
        if (remove.amount() == null) throw new NotSupported("\"you may remove all counters\"");
        return new Effect.MayRemoveCounters(remove, ifTheyDo, otherwise);
    }
}
