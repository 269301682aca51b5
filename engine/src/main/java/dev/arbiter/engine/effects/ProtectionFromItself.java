package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affected;
import dev.arbiter.engine.ability.Protection;
import dev.arbiter.engine.ability.StaticAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.protection.Protections;

/**
 * "Enchanted creature has protection from black. This effect doesn't remove ~." (Black Ward): an
 * Aura whose own grant is the only protection the enchanted permanent has from it stays attached
 * (702.16c, 704.5m). Each grant adds one instance of the ability, so the host's matching
 * protections are counted and this Aura's own grants taken away.
 */
final class ProtectionFromItself {
    private ProtectionFromItself() {
    }

    /** Whether every protection {@code host} has from {@code aura} is granted by {@code aura} itself, which keeps it. */
    static boolean only(Characteristics aura, Characteristics host) {
        boolean keeps = false;
        int own = 0;
        for (Ability a : aura.abilities()) {
            if (!(a instanceof StaticAbility st)) continue;
            if (st.effect() instanceof StaticEffect.ProtectionKeepsSource) keeps = true;
            if (st.effect() instanceof StaticEffect.GrantAbilities g && g.affected() instanceof Affected.Host) {
                for (Ability granted : g.abilities()) {
                    if (granted instanceof Protection p && Protections.matches(p.quality(), aura)) own++;
                }
            }
        }
        if (!keeps) return false;
        int all = 0;
        for (Protection p : host.protections()) if (Protections.matches(p.quality(), aura)) all++;
        return all <= own;
    }
}
