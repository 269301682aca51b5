package dev.arbiter.cards.compile;

import dev.arbiter.engine.util.RecordTrees;
import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.StaticEffect;
import dev.arbiter.engine.layers.LayerCounts;

import java.util.ArrayList;
import java.util.List;

/**
 * Fails closed on a static ability whose count the layer system can't read as it applies (613.4c, 107.1): "gets +1/+1
 * for each ..." and a characteristic-defining power or toughness count only what {@link LayerCounts#readable} says.
 */
final class StaticCountCheck {
    private StaticCountCheck() {
    }

    /** The reason {@code abilities} can't be played as written, or null when every static count is readable. */
    static String unreadable(List<Ability> abilities) {
        // one walk: the per-count modifications' counts in order, then the characteristic-defining ones'
        List<Amount> counts = new ArrayList<>();
        List<Amount> defining = new ArrayList<>();
        RecordTrees.forEach(abilities, o -> {
            if (o instanceof StaticEffect.ModifyPowerToughnessPerCount m) {
                counts.add(m.count());
            } else if (o instanceof StaticEffect.CharacteristicPowerToughness c) {
                defining.add(c.power());
                defining.add(c.toughness());
            }
        });
        counts.addAll(defining);
        for (Amount a : counts) {
            if (!LayerCounts.readable(a)) {
                return "a static count of " + a.getClass().getSimpleName() + " (613.4c: the layers can't read it)";
            }
        }
        return null;
    }
}
