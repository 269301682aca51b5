package dev.arbiter.engine.costs;

import dev.arbiter.engine.ability.SpendRestriction;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.RestrictedPool;
import io.vavr.collection.Vector;

import java.util.ArrayList;
import java.util.List;

/**
 * What a mana payment is for (106.6): casting the spell {@code spell} (its object id), activating an ability of
 * {@code abilitySource}, or neither ({@link #NONE}: a cost an effect, an upkeep or an attack asks for). Mana with a
 * spending restriction pays only where its restriction allows.
 */
public record SpendPurpose(int spell, int abilitySource) {
    public static final SpendPurpose NONE = new SpendPurpose(-1, -1);

    public static SpendPurpose casting(int spell) {
        return new SpendPurpose(spell, -1);
    }

    public static SpendPurpose activating(int source) {
        return new SpendPurpose(-1, source);
    }

    /** Whether mana restricted by {@code only}, from {@code source}'s ability, may pay for this (106.6). */
    public boolean allows(GameState s, int source, SpendRestriction only) {
        if (spell >= 0) {
            return only.spells() != null && Affecting.matches(s, source, only.spells(), s.object(spell), Layers.of(s, spell));
        }
        if (abilitySource >= 0) {
            return only.abilities() && (only.sources() == null
                    || Affecting.matches(s, source, only.sources(), s.object(abilitySource), Layers.of(s, abilitySource)));
        }
        return false;
    }

    /** {@code pool} plus the player's restricted mana this payment may use (106.6). */
    ManaPoolWith usable(GameState s, int player) {
        Vector<RestrictedPool> restricted = s.player(player).restricted();
        dev.arbiter.engine.mana.ManaPool pool = s.player(player).pool();
        if (restricted.isEmpty()) return new ManaPoolWith(pool, false);
        boolean any = false;
        for (RestrictedPool r : restricted) {
            if (r.only() == null || allows(s, r.source(), r.only())) { // unrestricted, only kept longer (500.4)
                pool = pool.plus(r.mana());
                any = true;
            }
        }
        return new ManaPoolWith(pool, any);
    }

    /** A pool, and whether restricted mana is part of it. */
    record ManaPoolWith(dev.arbiter.engine.mana.ManaPool pool, boolean restricted) {
    }

    /** {@code sources} less the options whose mana this payment may not use (106.6): the same list when none is restricted. */
    List<ManaSource> usableSources(GameState s, List<ManaSource> sources) {
        boolean any = false;
        for (int i = 0, n = sources.size(); i < n && !any; i++) any = sources.get(i).restricted();
        if (!any) return sources;
        List<ManaSource> out = new ArrayList<>(sources.size());
        for (ManaSource m : sources) {
            if (!m.restricted()) {
                out.add(m);
                continue;
            }
            List<ManaSource.Option> kept = new ArrayList<>(m.options().size());
            for (ManaSource.Option o : m.options()) if (o.only() == null || allows(s, m.object(), o.only())) kept.add(o);
            if (!kept.isEmpty()) out.add(new ManaSource(m.object(), kept, m.snow()));
        }
        return out;
    }
}
