package dev.arbiter.engine.ability;

/** A static ability (604): true while its object is on the battlefield. */
public record StaticAbility(StaticEffect effect, String text) implements Ability {
}
