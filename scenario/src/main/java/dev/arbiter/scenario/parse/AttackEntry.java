package dev.arbiter.scenario.parse;

import java.util.Optional;

/** {@code CARD} or {@code CARD -> TARGET} in an attack declaration. */
public record AttackEntry(ObjRef attacker, Optional<ObjRef> target) {}
