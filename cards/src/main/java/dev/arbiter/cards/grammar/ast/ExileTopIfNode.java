package dev.arbiter.cards.grammar.ast;

/**
 * "Exile the top card of [whose] library. If it's a [noun], [then]. [Otherwise, [otherwise].]" (406.3, 608.2c): the
 * follow-ups don't name the card; {@code otherwise} may be null.
 */
public record ExileTopIfNode(PlayerRef whose, Noun noun, EffectNode then, EffectNode otherwise) implements EffectNode {
}
