package dev.arbiter.cards.grammar.ast;

/** "detain [objects]" (701.29a): until your next turn they can't attack or block and their activated abilities can't be activated. */
public record DetainNode(ObjectRef objects) implements EffectNode {
}
