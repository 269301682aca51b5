package dev.arbiter.engine.ability;

import java.util.List;

/** "When/Whenever/At [trigger], [effect]." (603). */
public record TriggeredAbility(Trigger trigger, List<TargetSpec> targets, Effect effect, String text)
        implements Ability {
    public TriggeredAbility {
        targets = List.copyOf(targets);
    }
}
