package dev.arbiter.cards.grammar.ast;

/** "learn" (701.45a), the controller's keyword action. */
public record LearnNode() implements EffectNode {
}
