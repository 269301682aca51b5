package dev.arbiter.engine.ability;

/**
 * Landwalk (seed 502.6): unblockable as long as the defending player controls a land with the
 * given subtype and/or supertypes. {@code subtype} null means any land ("legendary landwalk",
 * "snow landwalk"); {@code supertypeMask} holds snow / legendary; {@code nonbasic} for
 * "nonbasic landwalk".
 */
public record Landwalk(String subtype, int supertypeMask, boolean nonbasic, String text) implements Ability {
}
