package dev.arbiter.cards.grammar.ast;

/**
 * The header of a modal ability (700.2): the text before ", choose" (a trigger's event and intervening "if", 700.2b) or
 * before ": choose one" (an activated ability's cost, 700.2a), and how many modes are chosen as printed ("one or both").
 */
public record ModalHeaderNode(String head, String choose) {
}
