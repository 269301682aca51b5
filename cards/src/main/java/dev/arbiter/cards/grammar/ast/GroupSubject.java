package dev.arbiter.cards.grammar.ast;

/**
 * The subject of a static rule about a group of permanents (611.3a), read once from the line's tokens: {@code self}
 * when it is "~" alone, {@code group} the {@code StaticSubjectGrammar} reading ("creatures you control", "each other
 * Goblin"; null when that grammar does not read the words).
 */
public record GroupSubject(boolean self, StaticSubject group) {
}
