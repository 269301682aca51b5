package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameState;

/**
 * "Its activated abilities can't be activated." (602.5, 101.2: "can't" beats "can"): the static abilities of
 * permanents that forbid every activated ability of the permanents they affect, mana abilities included.
 */
public final class ActivationBans {
    private ActivationBans() {
    }

    /** Whether any permanent has such an ability (the payment's mana sources check each object only then). */
    public static boolean any(GameState s) {
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (st.effect() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated) return true;
        }
        return false;
    }

    /** Whether some permanent's static ability forbids activating any activated ability of permanent {@code id}. */
    public static boolean banned(GameState s, int id) {
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (st.effect() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated b
                    && Affecting.affects(s, st.source(), b.affected(), id, Layers.of(s, id))) {
                return true;
            }
        }
        return false;
    }
}
