package dev.arbiter.cards.grammar.ast;

/**
 * "[lead, ]target ... becomes a[n] WORDS creature with power and toughness each equal to its mana value[ until end of
 * turn]." (613.4b): the lead as written or null, the target description (read once from its tokens; null when
 * not one), the words before "creature" (each followed by a
 * space) and whether "until end of turn" ends it: see {@link dev.arbiter.cards.grammar.ManaValueAnimationGrammar}.
 */
public record ManaValueAnimationNode(String lead, ReferentNodes.TargetDesc target, String words, boolean untilEndOfTurn) {
}
