package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.util.List;

/**
 * Persist's triggered ability (702.79a): "When this creature dies, if it had no -1/-1 counters
 * on it, return it to the battlefield under its owner's control with a -1/-1 counter on it."
 * The "if" looks at the creature as it last existed on the battlefield (603.10a).
 */
public final class PersistTrigger {
    public static final TriggeredAbility ABILITY = new TriggeredAbility(new Trigger.Dies(), List.of(),
            new Effect.ReturnToBattlefield(new Subject.ThatObject(), "-1/-1"),
            "Persist (return it with a -1/-1 counter on it)");

    private PersistTrigger() {
    }
}
