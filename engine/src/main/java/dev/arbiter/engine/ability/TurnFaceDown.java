package dev.arbiter.engine.ability;

/**
 * "Turn ~ face down." / "turn target creature with a morph ability face down" (708.2a): each permanent {@code subject}
 * names becomes a 2/2 face-down creature with no text, no name, no subtypes and no mana cost; one face down already
 * stays as it is (708.2b). It may be turned face up only as its face-up card allows (morph, 702.37e).
 */
public record TurnFaceDown(Subject subject) implements Effect {
}
