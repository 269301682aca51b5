package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameState;

/** Static abilities of permanents that change a rule for their controller ("You have no maximum hand size.", 402.2). */
public final class PlayerStatics {
    private PlayerStatics() {
    }

    /** 402.2: {@code player}'s maximum hand size now (seven, as the game sets it, changed by statics); MAX_VALUE for none. */
    public static int maximumHandSize(GameState s, int player) {
        int size = s.config().maxHandSize();
        int delta = 0;
        long setAt = Long.MIN_VALUE;
        if (Layers.mayHaveStatic(s, StaticEffect.MaximumHandSize.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (!(a.effect() instanceof StaticEffect.MaximumHandSize m) || !applies(s, a.source(), m, player)) continue;
            if (m.none()) return Integer.MAX_VALUE; // 402.2: no maximum
            if (m.set() >= 0 && a.timestamp() >= setAt) { // the latest setting wins (613.7 order)
                size = m.set();
                setAt = a.timestamp();
            }
            delta += m.delta();
        }
        return Math.max(0, size + delta);
    }

    private static boolean applies(GameState s, int source, StaticEffect.MaximumHandSize m, int player) {
        int you = s.object(source).controller();
        if (m.chosenPlayer()) return ChosenValues.player(s, source) == player; // 607.2
        return s.relates(m.who(), s.object(source), player);
    }

    /** 702.18b, 702.11b: whether {@code player} can be the target of a spell or ability {@code controller} controls. */
    public static boolean targetable(GameState s, int player, int controller) {
        if (Layers.mayHaveStatic(s, StaticEffect.PlayerUntargetable.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.PlayerUntargetable u && s.object(a.source()).controller() == player
                    && (u.shroud() || s.areOpponents(controller, player))) {
                return false;
            }
        }
        return true;
    }

    /** 402.3: whether {@code player}'s hand is revealed to every player ("Your opponents play with their hands revealed."). */
    public static boolean handRevealed(GameState s, int player) {
        if (Layers.mayHaveStatic(s, StaticEffect.HandsRevealed.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (!(a.effect() instanceof StaticEffect.HandsRevealed h)) continue;
            int you = s.object(a.source()).controller();
            if (s.relates(h.whose(), s.object(a.source()), player)) return true;
        }
        return false;
    }

    /** 400.2, 701.20b: whether the top card of {@code player}'s library is revealed to every player ("Play with the top card ..."). */
    public static boolean topCardRevealed(GameState s, int player) {
        if (Layers.mayHaveStatic(s, StaticEffect.TopCardRevealed.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.TopCardRevealed && s.object(a.source()).controller() == player) return true;
        }
        return false;
    }

    /**
     * 401.5: whether {@code viewer} sees the top card of {@code player}'s library: revealed to every player, or {@code viewer}
     * is {@code player} and controls a permanent with "You may look at the top card of your library any time."
     */
    public static boolean topCardSeenBy(GameState s, int player, int viewer) {
        if (topCardRevealed(s, player)) return true;
        if (viewer == player && Layers.mayHaveStatic(s, StaticEffect.TopCardLookable.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.TopCardLookable && s.object(a.source()).controller() == player) return true;
        }
        return false;
    }

    /** 614.1a: whether damage can't reduce {@code player}'s life total below 1 ("Damage that would reduce your life total ..."). */
    public static boolean lifeFloorAgainstDamage(GameState s, int player) {
        if (Layers.mayHaveStatic(s, StaticEffect.DamageLifeFloor.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.DamageLifeFloor f && s.object(a.source()).controller() == player
                    && TriggerConditions.holds(s, a.source(), player, -1, f.condition())) return true;
        }
        return false;
    }

    /** 305.2: how many lands {@code player} may play this turn: one, plus the additional ones statics allow. */
    public static int landsPerTurn(GameState s, int player) {
        long n = 1;
        if (Layers.mayHaveStatic(s, StaticEffect.AdditionalLands.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.AdditionalLands l
                    && (l.eachPlayer() || s.object(a.source()).controller() == player)) {
                n += l.extra();
            }
        }
        for (var e : s.effects()) { // "You may play an additional land this turn." (305.2)
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.AdditionalLandPlays a && a.player() == player) n += a.extra();
            // 305.2: "Target player can't play lands this turn": none, whatever else allows more
            if (e.modification() instanceof dev.arbiter.engine.state.Modification.CantPlayLands c && c.player() == player) return 0;
        }
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    /** 502.3: whether a static ability ("Blue creatures don't untap during their controllers' untap steps") keeps {@code id} tapped. */
    public static boolean keptTapped(GameState s, int id) {
        if (Layers.mayHaveStatic(s, StaticEffect.PermanentsDontUntap.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.PermanentsDontUntap d
                    && Affecting.matches(s, a.source(), d.filter(), s.object(id), Layers.of(s, id))) {
                return true;
            }
        }
        return false;
    }

    /** 500.11: whether the untap step is skipped ("Players skip their untap steps."). */
    /** 305.1: whether {@code player} may play lands from their graveyard. */
    public static boolean playsLandsFromGraveyard(GameState s, int player) {
        if (Layers.mayHaveStatic(s, StaticEffect.PlayLandsFromGraveyard.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.PlayLandsFromGraveyard && s.object(a.source()).controller() == player) return true;
        }
        return false;
    }

    /** 500.4: whether {@code player} keeps unspent mana as steps and phases end. */
    public static boolean keepsUnspentMana(GameState s, int player) {
        if (Layers.mayHaveStatic(s, StaticEffect.KeepUnspentMana.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.KeepUnspentMana k
                    && (k.who() == dev.arbiter.engine.ability.Relation.ANY || s.object(a.source()).controller() == player)) return true;
        }
        return false;
    }

    /** 502.3: the "untap all [permanents] you control during each other player's untap step" statics {@code player} controls. */
    public static java.util.List<ActiveStatic> untapsInOthersSteps(GameState s, int player) {
        java.util.List<ActiveStatic> out = new java.util.ArrayList<>(0);
        if (Layers.mayHaveStatic(s, StaticEffect.UntapDuringOthersUntapSteps.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.UntapDuringOthersUntapSteps && s.object(a.source()).controller() == player) {
                out.add(a);
            }
        }
        return out;
    }

    /** 614.1b, 614.10: whether a static ability "Skip your draw step." of a permanent {@code player} controls skips it. */
    public static boolean skipsOwnStep(GameState s, int player, dev.arbiter.engine.ability.PlayerEffects.Skippable what) {
        if (Layers.mayHaveStatic(s, StaticEffect.SkipYourSteps.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.SkipYourSteps k && k.what() == what
                    && s.object(a.source()).controller() == player) {
                return true;
            }
        }
        return false;
    }

    public static boolean untapStepSkipped(GameState s) {
        if (Layers.mayHaveStatic(s, StaticEffect.PlayersSkipUntapSteps.class)) for (ActiveStatic a : Layers.staticAbilities(s)) {
            if (a.effect() instanceof StaticEffect.PlayersSkipUntapSteps) return true;
        }
        return false;
    }
}
