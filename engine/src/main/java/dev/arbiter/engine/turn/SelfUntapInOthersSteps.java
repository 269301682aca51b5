package dev.arbiter.engine.turn;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * 502.3: "Untap ~ during each other player's untap step." In the active player's untap step, each other player's tapped
 * permanent with this ability untaps too (its controller's own untap step untaps it as usual).
 */
final class SelfUntapInOthersSteps {
    private SelfUntapInOthersSteps() {
    }

    static GameState untap(GameState s, int active) {
        if (!Layers.mayHaveStatic(s, StaticEffect.UntapSelfDuringOthersUntapSteps.class)) return s;
        GameState before = s;
        for (ActiveStatic a : Layers.staticAbilities(before)) {
            if (!(a.effect() instanceof StaticEffect.UntapSelfDuringOthersUntapSteps)) continue;
            GameObject o = before.object(a.source());
            if (o.controller() == active || !o.tapped()) continue;
            s = s.withObject(s.object(o.id()).withTapped(false));
        }
        return s;
    }
}
