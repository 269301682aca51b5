package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/**
 * "This spell can't be countered." (a static ability that works on the stack, 113.6) and "Creature
 * spells can't be countered." (from a permanent): an effect that would counter such a spell does
 * nothing to it (101.2, 701.5a).
 */
public final class Uncounterable {
    private Uncounterable() {
    }

    /** Whether the spell {@code spell} on the stack can't be countered. */
    public static boolean cantBeCountered(GameState s, int spell) {
        for (Ability a : Layers.of(s, spell).abilities()) {
            if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CantBeCountered c && c.spells() == null) {
                return true;
            }
        }
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantBeCountered c && c.spells() != null
                    && Affecting.matches(s, a.source(), c.spells(), s.object(spell), Layers.of(s, spell))) {
                return true;
            }
        }
        return false;
    }
}
