package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * "Enchanted land can't be enchanted by other Auras" (303.4, 704.5m): an Aura attached to a permanent that another
 * attachment of it says can't be enchanted by other Auras is attached illegally.
 */
final class OtherAuras {
    private OtherAuras() {
    }

    /** Why {@code aura} can't enchant {@code host} because of another attachment of the host, or null. */
    static String whyIllegal(GameState s, int aura, int host) {
        for (int id : s.battlefield()) {
            if (id == aura) continue;
            GameObject o = s.object(id);
            if (o.attachedTo() != host) continue;
            for (Ability a : Layers.of(s, id).abilities()) {
                if (a instanceof StaticAbility st && st.effect() instanceof StaticEffect.CantBeEnchantedByOtherAuras c
                        && c.affected() instanceof Affected.Host) {
                    return s.object(host).name() + " can't be enchanted by other Auras (" + o.name() + "; 303.4, 704.5m)";
                }
            }
        }
        return null;
    }
}
