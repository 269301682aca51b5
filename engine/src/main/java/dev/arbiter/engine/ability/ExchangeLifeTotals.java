package dev.arbiter.engine.ability;

/**
 * "exchange life totals with [second]" / "[first] exchange life totals" (701.10c): each of the two players gains or loses
 * the life that makes their total the other's previous total. {@code second} null: {@code first} names both players (two
 * targets). With other than two different players, or when a player who can't gain life would have to, nothing happens
 * (701.10a: the whole exchange or none of it).
 */
public record ExchangeLifeTotals(Who first, Who second) implements Effect {
}
