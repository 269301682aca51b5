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

    /** 305.2: how many lands {@code player} may play this turn: one, plus the additional ones statics allow. */
    public static int landsPerTurn(GameState s, int player) {
        long n = 1;
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.AdditionalLands l
                    && (l.eachPlayer() || s.object(a.source()).controller() == player)) {
                n += l.extra();
            }
        }
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    /** 502.3: whether a static ability ("Blue creatures don't untap during their controllers' untap steps") keeps {@code id} tapped. */
    public static boolean keptTapped(GameState s, int id) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.PermanentsDontUntap d
                    && Affecting.matches(s, a.source(), d.filter(), s.object(id), Layers.of(s, id))) {
                return true;
            }
        }
        return false;
    }

    /** 500.11: whether the untap step is skipped ("Players skip their untap steps."). */
    public static boolean untapStepSkipped(GameState s) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.PlayersSkipUntapSteps) return true;
        }
        return false;
    }
}
