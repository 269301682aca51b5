package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Ability;
import dev.arbiter.engine.ability.Bestow;
import dev.arbiter.engine.ability.Enchant;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.characteristic.CardType;

/**
 * What the renderer needs to know about the card whose abilities it renders: its name (the
 * self-reference, 201.4), whether it is a creature ("dies", 700.4) and how it names the permanent it
 * is attached to ("enchanted creature", "equipped creature", "fortified land", 303.4, 301.5), and
 * whether a second mention is a pronoun.
 */
record CardContext(String name, boolean creature, String host, boolean pronouns, boolean entwined, boolean land) {

    /**
     * The context of {@code def}; with {@code pronouns} an object named again is "it" ("When ~ dies,
     * it deals ...") and a group is "all creatures" / "creatures you control get"; without, the name
     * or "that creature" is repeated and a group is "each creature" — both are oracle style.
     */
    static CardContext of(CardDefinition def, boolean pronouns) {
        return new CardContext(def.name(), def.is(CardType.CREATURE), hostNoun(def), pronouns,
                def.abilities().stream().anyMatch(a -> a instanceof dev.arbiter.engine.ability.Entwine), // 702.42a
                def.is(CardType.LAND));
    }

    private static String hostNoun(CardDefinition def) {
        if (def.subtypes().contains("Equipment")) {
            return "equipped creature";
        }
        if (def.subtypes().contains("Fortification")) {
            return "fortified land";
        }
        for (Ability a : def.abilities()) {
            if (a instanceof Enchant e && e.enchantsPlayer()) {
                return e.player() == dev.arbiter.engine.ability.Relation.OPPONENT ? "enchanted opponent" : "enchanted player";
            }
            if (a instanceof Enchant e) {
                // "Enchant creature or Vehicle" (205.3): its text names the host by the type ("enchanted creature")
                boolean or = (e.filter().more().chosen() & dev.arbiter.engine.ability.FilterQualities.OR_SUBTYPE) != 0;
                return "enchanted " + ObjectText.noun(e.filter().anyOfTypes(), e.filter().excludedTypes(), or ? null : e.filter().subtype(), false);
            }
            if (a instanceof Bestow) {
                return "enchanted creature";
            }
        }
        return "enchanted creature";
    }
}
