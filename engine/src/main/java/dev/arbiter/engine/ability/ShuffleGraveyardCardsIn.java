package dev.arbiter.engine.ability;

/**
 * "Shuffle all [filter] cards from [your | target player's] graveyard into [your | that player's] library" (701.20a,
 * 404.1, 608.2h): the matching cards in the graveyard of each player {@code whose} names, fixed as the effect begins, go
 * to their owner's library, and that library is shuffled even when no card moved (701.20d).
 */
public record ShuffleGraveyardCardsIn(Who whose, ObjectFilter filter) implements Effect {
}
