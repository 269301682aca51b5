package dev.arbiter.cards.grammar.ast;

/**
 * "[step], then [then with 'that many']" (608.2c): "Sacrifice all creatures you control, then create that many 4/4 red
 * Hellion creature tokens."; {@code perPlayer} when the step is each player's ("Each player discards all the cards in
 * their hand, then creates that many ...": each player counts their own). {@code counted}: the objects counted ("for each
 * creature destroyed this way, its controller creates ...": a {@link AmountNode.DestroyedThisWay} or
 * {@link AmountNode.ExiledThisWay}), null for all the step moved; {@code step} is null until the sentence is joined to the
 * step before it.
 */
public record CountMovedNode(EffectNode step, EffectNode then, boolean perPlayer, AmountNode counted) implements EffectNode {
}
