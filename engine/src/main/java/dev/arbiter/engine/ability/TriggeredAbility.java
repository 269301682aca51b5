package dev.arbiter.engine.ability;

import java.util.List;

/**
 * "When/Whenever/At [trigger], [effect]." (603). An intervening "if" clause (603.4) is checked
 * when the ability would trigger and again as it resolves; {@link Condition.Always} when none.
 */
public record TriggeredAbility(Trigger trigger, Condition interveningIf, List<TargetSpec> targets, Effect effect,
                               String text) implements Ability {
    public TriggeredAbility {
        targets = List.copyOf(targets);
    }

    public TriggeredAbility(Trigger trigger, List<TargetSpec> targets, Effect effect, String text) {
        this(trigger, new Condition.Always(), targets, effect, text);
    }
}
