package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/**
 * Static "can't" effects that stop game actions (101.2: "can't" beats "can"): players who can't
 * lose or win (104.3), who can't get poison counters, permanents that can't have -1/-1 counters.
 */
public final class Prohibitions {
    private Prohibitions() {
    }

    /** Platinum Angel: its controller (in 2HG their team, 810.8a) can't lose the game (104.3 / 101.2). */
    public static boolean cantLose(GameState s, int player) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantLoseOpponentsCantWin && sameTeam(s, a.source(), player)) {
                return true;
            }
        }
        return false;
    }

    /** Platinum Angel: its controller's opponents can't win the game. */
    public static boolean cantWin(GameState s, int player) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantLoseOpponentsCantWin) {
                int angel = s.object(a.source()).controller();
                if (s.player(angel).team() != s.player(player).team()) return true;
            }
        }
        return false;
    }

    /** 119.3 / 121.3: "Players can't draw cards" / "You can't draw cards". */
    public static boolean cantDraw(GameState s, int player) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantDraw c && (c.allPlayers() || s.object(a.source()).controller() == player)) {
                return true;
            }
            if (a.effect() instanceof StaticEffect.DrawLimit d && s.relates(d.who(), s.object(a.source()), player)
                    && s.turn().history().cardsDrawn(player) >= d.max()) {
                return true; // 121.3: "can't draw more than one card each turn"
            }
        }
        return false;
    }

    /** "Players / Your opponents / You can't gain life." (119.7), from the static's controller. */
    public static boolean cantGainLife(GameState s, int player) {
        for (var e : s.effects()) { // "Players can't gain life this turn" (119.7)
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.CantGainLife c && c.player() == player) return true;
        }
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (!(a.effect() instanceof StaticEffect.CantGainLife c)) continue;
            if (s.relates(c.who(), s.object(a.source()), player)) return true;
        }
        return false;
    }

    /** Melira: "You can't get poison counters" — in 2HG no player on that team can (810.10c). */
    public static boolean cantGetPoison(GameState s, int player) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantGetPoisonCounters && sameTeam(s, a.source(), player)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code source}'s controller is {@code player} or, in Two-Headed Giant, their teammate (teams of one otherwise). */
    private static boolean sameTeam(GameState s, int source, int player) {
        return s.player(s.object(source).controller()).team() == s.player(player).team();
    }

    /** 122.6: whether a static ability keeps counters of {@code kind} from being put on {@code permanent}. */
    public static boolean cantHaveCounters(GameState s, int permanent, String kind) {
        if (kind.equals("-1/-1") && cantHaveMinusCounters(s, permanent)) return true;
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantHaveCounters c && (c.kind() == null || c.kind().equals(kind))
                    && Affecting.affects(s, a.source(), c.affected(), permanent, Layers.of(s, permanent))) {
                return true;
            }
        }
        return false;
    }

    public static boolean cantHaveMinusCounters(GameState s, int permanent) {
        for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.CantHaveMinusCounters c
                    && Affecting.affects(s, a.source(), c.affected(), permanent, Layers.of(s, permanent))) {
                return true;
            }
        }
        return false;
    }
}
