package dev.arbiter.scenario.parse;

/** {@code TARGET N} in a combat damage assignment. */
public record DamageShare(ObjRef target, int amount) {}
