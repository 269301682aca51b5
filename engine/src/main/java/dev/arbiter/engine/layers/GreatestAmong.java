package dev.arbiter.engine.layers;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.card.Characteristics;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;

/**
 * "Each opponent sacrifices a creature with the greatest power among creatures that player controls" (208.1, 202.3,
 * 701.17a): a permanent matches when no other permanent its controller controls that matches the rest of the filter
 * has a greater power ({@link FilterQualities#GREATEST_POWER_AMONG_CONTROLLERS}) or mana value
 * ({@link FilterQualities#GREATEST_MANA_VALUE_AMONG_CONTROLLERS}); tied permanents all match, and the player chooses.
 */
final class GreatestAmong {
    static final long BITS = FilterQualities.GREATEST_POWER_AMONG_CONTROLLERS | FilterQualities.GREATEST_MANA_VALUE_AMONG_CONTROLLERS;

    private GreatestAmong() {
    }

    static boolean holds(GameState s, int source, ObjectFilter f, GameObject t, Characteristics ch) {
        boolean power = (f.more().chosen() & FilterQualities.GREATEST_POWER_AMONG_CONTROLLERS) != 0;
        ObjectFilter rest = f.withQualities(f.more().withoutChosen(BITS));
        int mine = stat(ch, power);
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (id == t.id() || o.controller() != t.controller()) continue;
            Characteristics other = Layers.of(s, id);
            if (stat(other, power) > mine && Affecting.matches(s, source, rest, o, other)) return false;
        }
        return true;
    }

    private static int stat(Characteristics ch, boolean power) {
        if (power) return ch.power();
        return ch.manaCost() == null ? 0 : ch.manaCost().manaValue();
    }
}
