package dev.arbiter.cards.grammar.ast;

/** "turn [objects] face down" (708.2a): "Turn ~ face down.", "turn target creature with a morph ability face down". */
public record TurnFaceDownNode(ObjectRef objects) implements EffectNode {
}
