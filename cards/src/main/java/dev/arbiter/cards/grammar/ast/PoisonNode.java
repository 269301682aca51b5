package dev.arbiter.cards.grammar.ast;

/** "[player] gets N poison counter(s)" (122.1f): a player with ten or more loses the game (104.3d). */
public record PoisonNode(PlayerRef who, AmountNode amount) implements EffectNode {
}
