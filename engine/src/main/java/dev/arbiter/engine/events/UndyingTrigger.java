package dev.arbiter.engine.events;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Keyword;
import dev.arbiter.engine.ability.KeywordAbility;
import dev.arbiter.engine.ability.Subject;
import dev.arbiter.engine.ability.Trigger;
import dev.arbiter.engine.ability.TriggeredAbility;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.state.Zone;

import java.util.List;

/**
 * Undying's triggered ability (702.93a): "When this creature dies, if it had no +1/+1 counters on
 * it, return it to the battlefield under its owner's control with a +1/+1 counter on it." The "if"
 * looks at the creature as it last existed on the battlefield (603.10a); each instance triggers.
 */
public final class UndyingTrigger {
    public static final TriggeredAbility ABILITY = new TriggeredAbility(new Trigger.Dies(), List.of(),
            new Effect.ReturnToBattlefield(new Subject.ThatObject(), "+1/+1"),
            "Undying (return it with a +1/+1 counter on it)");

    private UndyingTrigger() {
    }

    /** Adds an undying trigger for each printed instance when {@code z} is a death without +1/+1 counters. */
    static void check(Ctx ctx, GameEvent.ZoneChange z) {
        if (z.to() != Zone.GRAVEYARD || z.before().counters().get("+1/+1") != 0) return;
        for (Ability a : z.asItLastExisted().abilities()) {
            if (a instanceof KeywordAbility k && k.keyword() == Keyword.UNDYING) {
                Triggers.add(ctx, z.before(), ABILITY, -1, z.after().id());
            }
        }
    }
}
