package dev.arbiter.cards.grammar.ast;

/**
 * A player's choice to be dealt damage by the source (608.2d, 101.4):
 * "[effect] unless [its controller | that creature's controller | that player | a player | target opponent] has ~ deal
 * N damage to them" ({@code effect} set, {@code otherwise} unused), "[target opponent] may have ~ deal N damage to them.
 * If that player doesn't, [otherwise]", "Any [opponent | player] may have it deal N damage to them. If a player does,
 * [ifDealt]". {@code who} is a targeted player, or null with {@code whoWords} naming the player in words.
 */
public record DamageOfferNode(EffectNode effect, PlayerRef who, String whoWords, boolean anyOne, boolean opponents, int amount,
                              EffectNode ifDealt, EffectNode otherwise) implements EffectNode {
}
