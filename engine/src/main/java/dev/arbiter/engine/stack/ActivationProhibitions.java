package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.ActivatedAbility;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.ActiveStatic;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."
 * (Pithing Needle), "Enchanted creature's activated abilities can't be activated." (Arrest): a static ability of a permanent forbids activating abilities of matching sources, in
 * any zone (602.5; "can't" beats "can", 101.2).
 */
public final class ActivationProhibitions {
    /** The kinds asked for per ability of every listing, as codes (see {@link Layers#staticKind}). */
    private static final int CANT_ACTIVATE = Layers.staticKind(StaticEffect.CantActivate.class);
    private static final int BANS = Layers.staticKind(StaticEffect.ActivatedAbilitiesCantBeActivated.class);

    private ActivationProhibitions() {
    }

    /** Whether some permanent's static ability forbids {@code player} to activate {@code a} of {@code o}. */
    public static boolean prohibited(GameState s, int player, GameObject o, ActivatedAbility a) {
        return prohibited(s, o, a) || o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD
                && dev.arbiter.engine.layers.ActivationBans.bannedFor(s, o.id(), player); // 602.5: of permanents
    }

    /** Whether some permanent's static ability forbids activating {@code a} of {@code o}. */
    public static boolean prohibited(GameState s, GameObject o, ActivatedAbility a) {
        if (o.zone() == dev.arbiter.engine.state.Zone.BATTLEFIELD
                && dev.arbiter.engine.layers.LockedActivationBans.banned(s, o.id())) return true; // 701.29a: detained
        // asked for every ability of every listing: no walk when neither kind is among the statics
        if (!Layers.mayHaveStatic(s, CANT_ACTIVATE)
                && !Layers.mayHaveStatic(s, BANS)) return false;
        java.util.List<ActiveStatic> statics = Layers.staticAbilities(s);
        for (int i = 0; i < statics.size(); i++) { // indexed: no iterator on every priority listing
            ActiveStatic st = statics.get(i);
            if (st.effect() instanceof StaticEffect.CantActivate c && !(c.exceptManaAbilities() && a.manaAbility())
                    && Affecting.matches(s, st.source(), c.sources(), o, Layers.of(s, o.id()))) {
                return true;
            }
            if (st.effect() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated b // 602.5: mana abilities too
                    && b.forbids(a) && Affecting.affects(s, st.source(), b.affected(), o.id(), Layers.of(s, o.id()))) {
                return true;
            }
        }
        return false;
    }
}
