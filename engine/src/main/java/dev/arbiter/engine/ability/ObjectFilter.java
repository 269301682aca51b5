package dev.arbiter.engine.ability;

import dev.arbiter.engine.characteristic.CardType;

/**
 * Which permanents a static ability or rule refers to ("creatures you control", "other Merfolk",
 * "Walls", "white creatures", "creatures with flanking", "creatures attacking you"). Zero masks
 * and null subtype mean "any"; {@code other} excludes the ability's source; {@code attackingYou}
 * keeps only creatures attacking the source's controller.
 */
public record ObjectFilter(int anyOfTypes, int excludedTypes, Relation controller, String subtype, int colorMask,
                           long withKeywords, boolean other, boolean attackingYou) {

    public static ObjectFilter creatures() {
        return new ObjectFilter(CardType.CREATURE.bit(), 0, Relation.ANY, null, 0, 0, false, false);
    }

    public ObjectFilter controlledBy(Relation r) {
        return new ObjectFilter(anyOfTypes, excludedTypes, r, subtype, colorMask, withKeywords, other, attackingYou);
    }

    public ObjectFilter withSubtype(String s) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, s, colorMask, withKeywords, other, attackingYou);
    }

    public ObjectFilter withColors(int mask) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, mask, withKeywords, other, attackingYou);
    }

    public ObjectFilter withKeyword(Keyword k) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords | k.bit(), other,
                attackingYou);
    }

    public ObjectFilter otherThanSource() {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, true, attackingYou);
    }

    public ObjectFilter attackingSourceController() {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, other, true);
    }
}
