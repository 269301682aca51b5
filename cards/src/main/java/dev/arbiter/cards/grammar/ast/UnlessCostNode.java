package dev.arbiter.cards.grammar.ast;

/**
 * "[effect] unless (you | they) [cost]" inside a longer text (118.12, 608.2c): "Then discard two cards unless you
 * discard an artifact card."; {@code they} is the player the effect names; {@code cost} as written.
 */
public record UnlessCostNode(EffectNode effect, boolean they, String cost) implements EffectNode {
}
