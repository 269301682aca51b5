package dev.arbiter.cards.grammar.ast;

/**
 * The objects a static ability affects, as its line names them (611.3a, 613.1): "[each | all] [other] noun", the noun
 * possibly a union ("Goblins you control and Elementals you control").
 *
 * @param each  written "each" + a singular noun
 * @param other "other": the source itself is left out
 * @param noun  the noun phrase
 */
public record StaticSubject(boolean each, boolean other, Noun noun) {
}
