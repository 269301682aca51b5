package dev.arbiter.cards.grammar.ast;

/**
 * "[player] exile(s) cards from the top of [their] library until [they] exile a [noun] card. You may cast that card
 * without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a
 * random order." (406, 608.2g, 118.9).
 */
public record ExileUntilCastNode(PlayerRef who, Noun noun) implements EffectNode {
}
