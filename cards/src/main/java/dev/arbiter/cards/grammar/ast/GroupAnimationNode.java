package dev.arbiter.cards.grammar.ast;

/**
 * "[group] [each] become P/T [words] creatures [until end of turn]. They're still lands." (205.1b, 611.2c): the group
 * as an object reference, the size and the words before "creatures" as written; see
 * {@link dev.arbiter.cards.grammar.GroupAnimationGrammar}.
 */
public record GroupAnimationNode(ObjectRef group, String groupText, String power, String toughness, String words,
                                 boolean untilEndOfTurn) {
}
