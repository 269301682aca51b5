package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Landwalk;
import dev.arbiter.engine.characteristic.Supertype;

import java.util.ArrayList;
import java.util.List;

/**
 * The landwalk abilities a player may choose when allowed "any landwalk ability" (seed 502.6a, c):
 * each basic land type's landwalk, its snow landwalk (seed 502.6c), legendary and nonbasic landwalk.
 */
final class LandwalkChoices {
    private static final List<String> BASIC_TYPES = List.of("Plains", "Island", "Swamp", "Mountain", "Forest");

    private LandwalkChoices() {
    }

    static List<Landwalk> all() {
        List<Landwalk> out = new ArrayList<>();
        for (String t : BASIC_TYPES) out.add(new Landwalk(t, 0, false, walk(t)));
        for (String t : BASIC_TYPES) out.add(new Landwalk(t, Supertype.SNOW.bit(), false, "Snow " + walk(t).toLowerCase()));
        out.add(new Landwalk(null, Supertype.LEGENDARY.bit(), false, "Legendary landwalk"));
        out.add(new Landwalk(null, 0, true, "Nonbasic landwalk"));
        return out;
    }

    private static String walk(String type) {
        return (type.equals("Plains") ? "Plains" : type) + "walk";
    }
}
