package dev.arbiter.engine.ability;

import java.util.List;

/**
 * The effect of an instant or sorcery spell (113.3a), with the targets it requires. A modal
 * spell ("Choose one —", 700.2) has no targets or effect of its own: {@code modes} holds one
 * spell ability per mode, and the chosen one is the spell's ability on the stack.
 */
public record SpellAbility(List<TargetSpec> targets, Effect effect, String text, List<SpellAbility> modes)
        implements Ability {
    public SpellAbility {
        targets = List.copyOf(targets);
        modes = List.copyOf(modes);
    }

    public SpellAbility(List<TargetSpec> targets, Effect effect, String text) {
        this(targets, effect, text, List.of());
    }

    /** A modal spell whose caster chooses one of {@code modes} (700.2). */
    public static SpellAbility chooseOne(List<SpellAbility> modes, String text) {
        return new SpellAbility(List.of(), new Effect.Sequence(List.of()), text, modes);
    }

    public boolean modal() {
        return !modes.isEmpty();
    }

    /** The ability of mode {@code index} (0-based) of a modal spell; the ability itself otherwise. */
    public SpellAbility mode(int index) {
        return modal() ? modes.get(index) : this;
    }
}
