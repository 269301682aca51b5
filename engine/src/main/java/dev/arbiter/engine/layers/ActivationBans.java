package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.state.GameState;

/**
 * "Its activated abilities can't be activated." (602.5, 101.2: "can't" beats "can"): the static abilities of
 * permanents that forbid every activated ability of the permanents they affect, mana abilities included.
 */
public final class ActivationBans {
    /** The kinds asked for on every listing, as codes (see {@link Layers#staticKind}): no class lookup per question. */
    private static final int BANS = Layers.staticKind(StaticEffect.ActivatedAbilitiesCantBeActivated.class);
    private static final int PLAYERS_CANT = Layers.staticKind(StaticEffect.PlayersCantActivate.class);

    private ActivationBans() {
    }

    /** Whether any permanent has such an ability (the payment's mana sources check each object only then). */
    public static boolean any(GameState s) {
        if (LockedActivationBans.any(s)) return true; // 701.29a: a ban locked onto a detained permanent
        if (!Layers.mayHaveStatic(s, BANS)
                && !Layers.mayHaveStatic(s, PLAYERS_CANT)) return false; // no walk (see StaticKinds)
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (st.effect() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated
                    || st.effect() instanceof StaticEffect.PlayersCantActivate) return true;
        }
        return false;
    }

    /**
     * Whether some permanent's static ability forbids {@code player} to activate any activated ability of permanent
     * {@code id}: a ban on the permanent, or on that player for such permanents (602.5, 101.2).
     */
    public static boolean banned(GameState s, int id, int player) {
        return banned(s, id) || bannedFor(s, id, player);
    }

    /** Whether a "[players] can't activate abilities of [permanents]" static forbids {@code player} to activate those of {@code id}. */
    public static boolean bannedFor(GameState s, int id, int player) {
        if (!Layers.mayHaveStatic(s, PLAYERS_CANT)) return false; // no walk (see StaticKinds)
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (!(st.effect() instanceof StaticEffect.PlayersCantActivate p)) continue;
            if (s.relates(p.who(), s.object(st.source()), player) && Affecting.matches(s, st.source(), p.sources(), s.object(id), Layers.of(s, id))) return true;
        }
        return false;
    }

    /** Whether some permanent's static ability forbids activating ability {@code a} of permanent {@code id} (602.5). */
    public static boolean banned(GameState s, int id, dev.arbiter.engine.ability.ActivatedAbility a) {
        if (!Layers.mayHaveStatic(s, BANS)) return LockedActivationBans.banned(s, id); // no walk, no predicate (701.29a)
        return bannedBy(s, id, b -> b.forbids(a));
    }

    /**
     * Whether some permanent's static ability forbids activating every activated ability of permanent {@code id}, not
     * just those with {T} in their costs (602.5).
     */
    public static boolean bannedEvery(GameState s, int id) {
        return bannedBy(s, id, b -> !b.onlyWithTapCost());
    }

    /**
     * Whether some permanent's static ability forbids activating any activated ability of permanent {@code id} with
     * {T} in its cost: the {T} mana abilities the automatic payment uses (602.5).
     */
    public static boolean banned(GameState s, int id) {
        return bannedBy(s, id, b -> true);
    }

    /** Whether a ban that {@code which} accepts affects permanent {@code id} (602.5): the one walk of the three above. */
    private static boolean bannedBy(GameState s, int id,
                                    java.util.function.Predicate<StaticEffect.ActivatedAbilitiesCantBeActivated> which) {
        if (LockedActivationBans.banned(s, id)) return true; // 701.29a: detained
        if (!Layers.mayHaveStatic(s, BANS)) return false; // no walk
        for (ActiveStatic st : Layers.staticAbilities(s)) {
            if (st.effect() instanceof StaticEffect.ActivatedAbilitiesCantBeActivated b && which.test(b)
                    && Affecting.affects(s, st.source(), b.affected(), id, Layers.of(s, id))) {
                return true;
            }
        }
        return false;
    }
}
