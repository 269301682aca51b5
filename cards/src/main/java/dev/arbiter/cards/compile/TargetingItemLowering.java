package dev.arbiter.cards.compile;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Trigger;

/**
 * "Whenever ~ becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its
 * controller pays {2}" (702.21a ward, and the same words printed in full): when the effect counters "that spell or
 * ability", the trigger's object is the spell or ability that targeted, not ~. The counter must be the whole effect:
 * nothing else in it may read the trigger's object.
 */
final class TargetingItemLowering {

    private TargetingItemLowering() {
    }

    /** {@code trigger}, naming the targeting spell or ability when {@code effect} counters it. */
    static Trigger of(Trigger trigger, Effect effect) {
        if (!mentions(effect)) return trigger;
        if (!(effect instanceof Effect.CounterTargeting) || !(trigger instanceof Trigger.BecomesTargetOf bt) || !bt.self()) {
            throw new NotSupported("\"counter that spell or ability\" with other effects");
        }
        return new Trigger.BecomesTargetOf(bt.self(), bt.you(), bt.permanents(), bt.spellsOnly(), bt.by(), true);
    }

    private static boolean mentions(Effect effect) {
        return effect instanceof Effect.CounterTargeting || effect.toString().contains("CounterTargeting[");
    }
}
