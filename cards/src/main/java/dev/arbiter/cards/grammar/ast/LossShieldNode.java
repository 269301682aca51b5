package dev.arbiter.cards.grammar.ast;

/** "the next time you would lose the game this turn, instead [effect]" (614.1a, 104.3): a shield for this turn. */
public record LossShieldNode(EffectNode instead) implements EffectNode {
}
