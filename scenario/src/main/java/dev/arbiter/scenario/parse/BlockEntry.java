package dev.arbiter.scenario.parse;

/** {@code BLOCKER -> ATTACKER} in a block declaration. */
public record BlockEntry(ObjRef blocker, ObjRef attacker) {}
