package dev.arbiter.engine.ability;

import dev.arbiter.engine.characteristic.CardType;

/**
 * Which objects a static ability, effect, trigger or rule refers to ("creatures you control",
 * "other Merfolk", "Walls", "white creatures", "creatures with flanking", "creatures attacking
 * you", "each untapped nontoken creature an opponent controls"). Zero masks and null subtype mean
 * "any"; {@code other} excludes the ability's source; {@code attackingYou} keeps only creatures
 * attacking the source's controller (the player; with {@link FilterQualities#OR_YOUR_PLANESWALKER} also the
 * planeswalkers they control); {@code more} holds the rarer qualities (supertypes, tapped,
 * combat status, tokens, power, several subtypes).
 */
public record ObjectFilter(int anyOfTypes, int excludedTypes, Relation controller, String subtype, int colorMask,
                           long withKeywords, boolean other, boolean attackingYou, FilterQualities more) {

    /** A filter without the rarer qualities. */
    public ObjectFilter(int anyOfTypes, int excludedTypes, Relation controller, String subtype, int colorMask,
                        long withKeywords, boolean other, boolean attackingYou) {
        this(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, other, attackingYou,
                FilterQualities.NONE);
    }

    /** Null qualities mean none. */
    public ObjectFilter {
        more = more == null ? FilterQualities.NONE : more;
    }

    public static ObjectFilter creatures() {
        return new ObjectFilter(CardType.CREATURE.bit(), 0, Relation.ANY, null, 0, 0, false, false);
    }

    /** Any permanent (or card, where the zone is given by the effect). */
    public static ObjectFilter any() {
        return new ObjectFilter(0, 0, Relation.ANY, null, 0, 0, false, false);
    }

    public ObjectFilter controlledBy(Relation r) {
        return new ObjectFilter(anyOfTypes, excludedTypes, r, subtype, colorMask, withKeywords, other, attackingYou, more);
    }

    public ObjectFilter withSubtype(String s) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, s, colorMask, withKeywords, other, attackingYou, more);
    }

    public ObjectFilter withColors(int mask) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, mask, withKeywords, other, attackingYou, more);
    }

    public ObjectFilter withKeyword(Keyword k) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords | k.bit(), other,
                attackingYou, more);
    }

    public ObjectFilter otherThanSource() {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, true, attackingYou,
                more);
    }

    public ObjectFilter attackingSourceController() {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, other, true, more);
    }

    /** "attacking you or a planeswalker you control" (506.3): the player and the planeswalkers they control. */
    public ObjectFilter attackingSourceControllerOrPlaneswalker() {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, other, true,
                more.chosen(FilterQualities.OR_YOUR_PLANESWALKER));
    }

    public ObjectFilter withQualities(FilterQualities q) {
        return new ObjectFilter(anyOfTypes, excludedTypes, controller, subtype, colorMask, withKeywords, other,
                attackingYou, q);
    }
}
