package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.ContinuousEffect;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Modification;

/**
 * "Its activated abilities can't be activated" locked onto a permanent by a resolved effect (detain, 701.29a; 611.2c):
 * a ban on that object only, as it was when the effect resolved (400.7), mana abilities included (602.5, 101.2).
 */
public final class LockedActivationBans {

    private LockedActivationBans() {
    }

    /** Whether a resolved effect has locked such a ban onto any permanent. */
    public static boolean any(GameState s) {
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.CombatRule r
                    && r.rule() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated) return true;
        }
        return false;
    }

    /** Whether a resolved effect forbids activating the activated abilities of permanent {@code id} (602.5). */
    public static boolean banned(GameState s, int id) {
        if (s.effects().isEmpty()) return false;
        GameObject o = s.object(id);
        for (ContinuousEffect e : s.effects()) {
            if (e.modification() instanceof Modification.CombatRule r
                    && r.rule() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated && e.affected().contains(o.ref())) {
                return true;
            }
        }
        return false;
    }
}
