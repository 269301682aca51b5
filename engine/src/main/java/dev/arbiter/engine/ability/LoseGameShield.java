package dev.arbiter.engine.ability;

/**
 * "The next time you would lose the game this turn, instead [effect]." (614.1a, 104.3): a one-shot replacement of the
 * controller's next loss this turn; used up when it applies. The effect happens for that player as the source's
 * controller.
 */
public record LoseGameShield(Effect instead) implements Effect {
}
