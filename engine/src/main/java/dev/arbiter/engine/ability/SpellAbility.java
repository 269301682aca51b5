package dev.arbiter.engine.ability;

import java.util.List;

/** The effect of an instant or sorcery spell (113.3a), with the targets it requires. */
public record SpellAbility(List<TargetSpec> targets, Effect effect, String text) implements Ability {
    public SpellAbility {
        targets = List.copyOf(targets);
    }
}
