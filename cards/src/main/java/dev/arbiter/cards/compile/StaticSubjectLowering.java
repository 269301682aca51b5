package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.StaticSubjectGrammar;
import dev.arbiter.cards.grammar.ast.StaticSubject;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.characteristic.CardType;

/**
 * Lowers a {@link StaticSubject} to the permanents a static ability affects (611.3a, 613.1). A noun that is only
 * creature types ("Goblins") names creatures (205.3m); "other" leaves the source out.
 */
final class StaticSubjectLowering {

    /** Artifact, enchantment and land subtypes (205.3g-i): "Vehicles" are not creatures. */
    private static final java.util.Set<String> NONCREATURE_SUBTYPES = java.util.Set.of("Equipment", "Vehicle",
            "Fortification", "Aura", "Clue", "Food", "Treasure", "Blood", "Gold", "Map", "Powerstone", "Contraption",
            "Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant",
            "Tower", "Urza's", "Cave", "Sphere", "Cartouche", "Class", "Curse", "Room", "Rune", "Saga", "Shard", "Shrine",
            "Role", "Case", "Background", "Attraction", "Incubator");

    private StaticSubjectLowering() {
    }

    /**
     * The permanents a static line's subject names, read as a typed noun (611.3a); null when the grammar does not read
     * it. The older phrase reader (ObjectPhrases' creature expression) is not asked: over all-2022-public it read no
     * subject the grammar does not read the same.
     */
    static ObjectFilter group(String subject) {
        return typed(subject);
    }

    /** The group a static rule's subject read by the grammar names, or null when it names none (611.3a). */
    static ObjectFilter groupOf(dev.arbiter.cards.grammar.ast.GroupSubject subject) {
        return subject.group() == null ? null : lower(subject.group());
    }

    /** The subject read by {@link StaticSubjectGrammar} and lowered, or null when the grammar does not read it. */
    static ObjectFilter typed(String subject) {
        StaticSubject s;
        try {
            s = StaticSubjectGrammar.parse(subject);
        } catch (ParseFailure f) {
            return null;
        }
        return lower(s);
    }

    /** The permanents {@code s} names, or null when its noun is not one of permanents. */
    static ObjectFilter lower(StaticSubject s) {
        NounLowering.Lowered l;
        try {
            l = NounLowering.lower(s.noun());
        } catch (NotSupported e) {
            return null;
        }
        if (l.kind() != NounLowering.Kind.PERMANENT) return null;
        ObjectFilter f = l.filter();
        boolean creatureTypes = (f.subtype() == null || !NONCREATURE_SUBTYPES.contains(f.subtype()))
                && f.more().anySubtypes().stream().noneMatch(NONCREATURE_SUBTYPES::contains);
        if (f.anyOfTypes() == 0 && !s.noun().hasHead("permanent") && creatureTypes
                && (f.subtype() != null || !f.more().anySubtypes().isEmpty())) {
            f = new ObjectFilter(CardType.CREATURE.bit(), f.excludedTypes(), f.controller(), f.subtype(), f.colorMask(),
                    f.withKeywords(), f.other(), f.attackingYou(), f.more());
        }
        return s.other() ? f.otherThanSource() : f;
    }
}
