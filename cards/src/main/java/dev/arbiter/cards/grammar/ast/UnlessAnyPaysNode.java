package dev.arbiter.cards.grammar.ast;

/**
 * "[effect] unless any (player | opponent) pays [cost]" / "Unless any player pays [cost], [effect]" (118.12, 101.4):
 * {@code cost} as written (mana symbols, or "N life").
 */
public record UnlessAnyPaysNode(EffectNode effect, boolean opponents, String cost) implements EffectNode {
}
