package dev.arbiter.engine.combat;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;

/** Looks up a creature's attacking and blocking restrictions and requirements (seed 500.1). */
final class CombatAbilities {
    private CombatAbilities() {
    }

    static boolean has(Characteristics ch, Class<? extends StaticEffect> kind) {
        for (Ability a : ch.abilities()) {
            if (a instanceof StaticAbility st && kind.isInstance(st.effect())) return true;
        }
        return false;
    }
}
