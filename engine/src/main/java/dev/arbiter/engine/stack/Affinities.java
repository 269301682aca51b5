package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Affinity;
import dev.arbiter.engine.layers.Affecting;
import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/** Affinity (702.41a): the spell costs {1} less for each permanent its caster controls that matches. */
public final class Affinities {
    private Affinities() {
    }

    /** Whether the spell has affinity (its cost may fall below its mana value). */
    public static boolean has(dev.arbiter.engine.card.Characteristics ch) {
        for (Ability a : ch.abilities()) if (a instanceof Affinity) return true;
        return false;
    }

    /** The generic mana {@code card}'s affinity abilities take off its cost for {@code caster} (each instance counts, 702.41b). */
    static int reduction(GameState s, int caster, int card) {
        int less = 0;
        for (Ability a : Layers.of(s, card).abilities()) {
            if (!(a instanceof Affinity af)) continue;
            for (int id : s.battlefield()) {
                GameObject o = s.object(id);
                if (o.controller() == caster && Affecting.matches(s, card, af.filter(), o, Layers.of(s, id))) less++;
            }
        }
        return less;
    }
}
