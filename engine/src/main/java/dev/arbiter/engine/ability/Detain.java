package dev.arbiter.engine.ability;

/**
 * "Detain [subject]" (701.29a): until its controller's next turn, each permanent named can't attack or block and its
 * activated abilities can't be activated; locked onto the permanents it names as it resolves (611.2c).
 */
public record Detain(Subject subject) implements Effect {
}
