package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.CopyExceptions;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.card.CreatureTypes;
import dev.arbiter.engine.characteristic.Supertype;
import dev.arbiter.engine.mana.ManaCost;

import java.util.ArrayList;
import java.util.List;

/** A copy effect's exceptions (707.9b, {@link CopyExceptions}) applied to the values it copies. */
final class CopyExceptionValues {
    private CopyExceptionValues() {
    }

    /** {@code d} with colour {@code colors} (707.9b: "except it doesn't copy that creature's color": its own kept). */
    static CardDefinition withColors(CardDefinition d, int colors) {
        return new CardDefinition(d.name(), d.manaCost(), d.hasManaCost(), colors, d.supertypes(), d.types(), d.subtypes(),
                d.power(), d.toughness(), d.loyalty(), d.abilities(), d.rulesText());
    }

    /** {@code d}, the copied values, with these exceptions (707.9b). */
    static CardDefinition apply(CopyExceptions e, CardDefinition d) {
        if (e.none()) return d;
        List<String> subs = d.subtypes();
        if (!e.subtypes().isEmpty()) {
            List<String> out = new ArrayList<>();
            for (String s : d.subtypes()) if (e.inAddition() || !CreatureTypes.isCreatureType(s)) out.add(s);
            for (String s : e.subtypes()) if (!out.contains(s)) out.add(s);
            subs = out;
        }
        List<Ability> all = d.abilities();
        if (!e.abilities().isEmpty()) {
            all = new ArrayList<>(d.abilities());
            all.addAll(e.abilities());
        }
        ManaCost cost = e.noManaCost() ? ManaCost.ZERO : d.manaCost();
        // 202.2: the colour of a card without a mana cost is its colour indicator's; a set colour is kept the same way
        int indicator = e.colors() >= 0 ? e.colors() : e.noManaCost() ? d.colors() : d.colorIndicator();
        int supertypes = e.notLegendary() ? d.supertypes() & ~Supertype.LEGENDARY.bit() : d.supertypes();
        return new CardDefinition(d.name(), cost, !e.noManaCost() && d.hasManaCost(), indicator, supertypes,
                d.types() | e.addTypes(), subs, e.power() != null ? e.power() : d.power(),
                e.toughness() != null ? e.toughness() : d.toughness(), d.loyalty(), all, d.rulesText());
    }
}
