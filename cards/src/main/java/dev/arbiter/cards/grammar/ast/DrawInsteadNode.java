package dev.arbiter.cards.grammar.ast;

/** "If you would draw a card, [you may] [effect] instead." (614.1a): the effect's text and whether it is optional. */
public record DrawInsteadNode(boolean optional, String effectText) {
}
