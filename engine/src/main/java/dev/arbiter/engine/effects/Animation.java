package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.characteristic.CardType;
import dev.arbiter.engine.state.Modification;

import java.util.ArrayList;
import java.util.List;

/** An object becoming a creature (205.1b): its effect split by layer (613.1d type, 613.1e colour, 613.1f abilities, 613.4b P/T). */
final class Animation {
    private Animation() {
    }

    /** {@code x}: the announced X for an "X/X" creature, else unused. */
    static List<Modification> modifications(Effect.BecomeCreature e, int x) {
        List<Modification> out = new ArrayList<>();
        out.add(e.replacesTypes() ? new Modification.SetTypes(e.types() | CardType.CREATURE.bit(), e.subtypes()) // 205.1a
                : new Modification.AddTypes(e.types() | CardType.CREATURE.bit(), e.subtypes())); // 205.1b, 613.1d
        if (e.colors() != 0) out.add(new Modification.SetColors(e.colors())); // 613.1e
        for (Ability a : e.abilities()) out.add(new Modification.AddAbility(a)); // 613.1f
        out.add(e.manaValue() ? new Modification.SetPowerToughnessToManaValue() // 613.4b, 202.3
                : e.sizeX() ? new Modification.SetPowerToughness(x, x)
                : new Modification.SetPowerToughness(e.power(), e.toughness())); // 613.4b
        return out;
    }
}
