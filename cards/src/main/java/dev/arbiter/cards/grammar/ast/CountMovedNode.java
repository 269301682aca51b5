package dev.arbiter.cards.grammar.ast;

/**
 * "[step], then [then with 'that many']" (608.2c): "Sacrifice all creatures you control, then create that many 4/4 red
 * Hellion creature tokens."; {@code perPlayer} when the step is each player's ("Each player discards all the cards in
 * their hand, then creates that many ...": each player counts their own).
 */
public record CountMovedNode(EffectNode step, EffectNode then, boolean perPlayer) implements EffectNode {
}
