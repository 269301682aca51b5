package dev.arbiter.engine.ability;


import java.util.List;

/**
 * The exceptions of a copy effect (707.9b): "create a token that's a copy of ~, except it's a 4/4 black Zombie",
 * "except it's an artifact in addition to its other types", "except it has haste", "except it has no mana cost",
 * "except it isn't legendary". They change the copiable values the copy gets (707.9b), so they are part of them: a
 * copy of the copy copies them too. Applied by the engine's {@code effects/CopyExceptionValues}.
 *
 * @param power      the power it has instead, or null
 * @param toughness  the toughness it has instead, or null
 * @param colors     the colours it is instead (a colour mask), or -1
 * @param addTypes   card types it has in addition to its other types
 * @param subtypes   subtypes it has: in addition to its others when {@code inAddition}, else instead of its creature
 *                   types (205.3d: "it's a Zombie" is a creature type that replaces the others)
 * @param inAddition whether {@code subtypes} are in addition to its other types
 * @param noManaCost it has no mana cost (202.1b)
 * @param notLegendary it isn't legendary (205.4)
 * @param abilities  abilities it has in addition (keywords, 702)
 */
public record CopyExceptions(Integer power, Integer toughness, int colors, int addTypes, List<String> subtypes,
                             boolean inAddition, boolean noManaCost, boolean notLegendary, List<Ability> abilities) {
    /** {@code colors} of "except it doesn't copy that creature's color": the permanent becoming the copy keeps its own (707.9b). */
    public static final int OWN_COLORS = -2;

    /** A copy with no exceptions. */
    public static final CopyExceptions NONE = new CopyExceptions(null, null, -1, 0, List.of(), false, false, false, List.of());

    public CopyExceptions {
        subtypes = List.copyOf(subtypes);
        abilities = List.copyOf(abilities);
    }

    /** Whether it changes nothing. */
    public boolean none() {
        return equals(NONE);
    }
}
