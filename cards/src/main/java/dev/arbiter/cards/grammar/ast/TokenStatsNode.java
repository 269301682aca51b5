package dev.arbiter.cards.grammar.ast;

/**
 * Tokens whose power and toughness the effect defines from another object's (111.3, 608.2h: counted once, as the tokens
 * are created): "Create a black Zombie creature token. Its power is equal to that card's power and its toughness is equal
 * to that card's toughness." {@code create} makes the tokens (0/0 as written); {@code power} and {@code toughness} replace
 * those values.
 */
public record TokenStatsNode(EffectNode create, AmountNode power, AmountNode toughness) implements EffectNode {
}
