package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.characteristic.CardType;

/**
 * The grammar's reading of the noun phrases the older line matchers pass around as strings, so
 * those matchers understand every description the grammar does ("Nonblack creatures", "Other
 * tapped creatures you control", "Goblins and/or Elves").
 */
final class GrammarPhrases {

    /** Artifact, enchantment and land subtypes (205.3g-i): "Vehicles" are not creatures. */
    private static final java.util.Set<String> NONCREATURE_SUBTYPES = java.util.Set.of("Equipment", "Vehicle",
            "Fortification", "Aura", "Clue", "Food", "Treasure", "Blood", "Gold", "Map", "Powerstone", "Contraption",
            "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant",
            "Tower", "Urza's", "Cave", "Sphere", "Cartouche", "Class", "Curse", "Room", "Rune", "Saga", "Shard", "Shrine",
            "Role", "Case", "Background", "Attraction", "Incubator");

    private GrammarPhrases() {
    }

    /**
     * A group of permanents a static ability affects: "[all | each] [other] noun" with a plural
     * noun (or "each" + singular); null when the grammar does not read the whole phrase. A noun
     * that is only creature types ("Goblins") names creatures (205.3m).
     */
    static ObjectFilter group(String phrase) {
        Cursor c = Cursor.of(phrase.strip());
        boolean each = c.accept("each");
        if (!each) c.accept("all");
        boolean other = c.accept("other");
        Noun n;
        try {
            n = NounGrammar.noun(c);
            if (!each && !other) n = dev.arbiter.cards.grammar.NounUnionGrammar.join(c, n); // "Goblins you control and Elementals you control"
        } catch (ParseFailure f) {
            return null;
        }
        if (!c.atEnd() || (!n.plural() && !each) || n.zone() != null) return null;
        NounLowering.Lowered l;
        try {
            l = NounLowering.lower(n);
        } catch (NotSupported e) {
            return null;
        }
        if (l.kind() != NounLowering.Kind.PERMANENT) return null;
        ObjectFilter f = l.filter();
        boolean creatureTypes = (f.subtype() == null || !NONCREATURE_SUBTYPES.contains(f.subtype()))
                && f.more().anySubtypes().stream().noneMatch(NONCREATURE_SUBTYPES::contains);
        if (f.anyOfTypes() == 0 && !n.hasHead("permanent") && creatureTypes
                && (f.subtype() != null || !f.more().anySubtypes().isEmpty())) {
            f = new ObjectFilter(CardType.CREATURE.bit(), f.excludedTypes(), f.controller(), f.subtype(), f.colorMask(),
                    f.withKeywords(), f.other(), f.attackingYou(), f.more());
        }
        return other ? f.otherThanSource() : f;
    }
}
