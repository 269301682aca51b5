package dev.arbiter.engine.ability;

/**
 * "Exile the top card of [your | target player's] library. If it's a [kind of] card, [then]. [Otherwise, [otherwise].]"
 * (406.3, 608.2c): for each player {@code who} names, the top card of their library is exiled face up; {@code then}
 * happens if that card is of the kind ({@code filter}), else {@code otherwise} (null: nothing). Nothing happens for a
 * player whose library is empty (no card was exiled, so neither part is about one). The follow-ups get the exiled card
 * as the resolution's object.
 */
public record ExileTopCardIf(Who who, ObjectFilter filter, Effect then, Effect otherwise) implements Effect {
}
