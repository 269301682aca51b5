package dev.arbiter.cards.grammar.ast;

/**
 * "[first] exchange(s) life totals with [second]" / "two target players exchange life totals" (701.10c); {@code second}
 * null: {@code first} names both players.
 */
public record ExchangeLifeNode(PlayerRef first, PlayerRef second) implements EffectNode {
}
