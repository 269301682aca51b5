package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;

import java.util.List;

/**
 * Flanking's triggered ability (seed 502.3a): "Whenever this creature becomes blocked by a
 * creature without flanking, the blocking creature gets -1/-1 until end of turn."
 */
public final class FlankingTrigger {
    public static final TriggeredAbility ABILITY = new TriggeredAbility(new Trigger.BecomesBlocked(), List.of(),
            new Effect.PumpUntilEndOfTurn(new Subject.ThatObject(), -1, -1),
            "Flanking (the blocking creature gets -1/-1 until end of turn)");

    private FlankingTrigger() {
    }
}
