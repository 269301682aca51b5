package dev.arbiter.engine.ability;

/**
 * "Affinity for [text]" (702.41a): a static ability that functions while the spell is on the stack,
 * "This spell costs {1} less to cast for each [filter] you control." (601.2f: a reduction takes
 * generic mana only.)
 */
public record Affinity(ObjectFilter filter, String text) implements Ability {
}
