package dev.arbiter.cards.grammar.ast;

/**
 * The subject of a static line about a chosen colour or type, a land type or not untapping (607.2, 611.3a; read by
 * {@code ChoiceGrammar} once from the line's tokens): {@code self} for "~" alone; {@code enchanted} the words after
 * "enchanted", lower case ("land", "creature"), else null; {@code group} the {@code StaticSubjectGrammar} reading of
 * any other subject ("All Mountains", "Nonbasic lands"; null when it reads none); {@code words} the subject as printed,
 * for messages.
 */
public record ChoiceSubject(boolean self, String enchanted, StaticSubject group, String words) {
}
