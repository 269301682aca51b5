package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameState;

/** Static abilities of permanents that change a rule for their controller ("You have no maximum hand size.", 402.2). */
public final class PlayerStatics {
    private PlayerStatics() {
    }

    /** 402.2: whether {@code player} controls a permanent saying "You have no maximum hand size." */
    public static boolean noMaximumHandSize(GameState s, int player) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.NoMaximumHandSize && s.object(a.source()).controller() == player) {
                return true;
            }
        }
        return false;
    }
}
