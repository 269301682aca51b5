package dev.arbiter.cards.grammar.ast;

/** "If you would lose the game, instead [effect]." (614.1a, 104.3): the effect's text, its last period kept. */
public record LoseGameInsteadNode(String effectText) {
}
