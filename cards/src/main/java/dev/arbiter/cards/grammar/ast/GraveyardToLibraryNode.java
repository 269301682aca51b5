package dev.arbiter.cards.grammar.ast;

/**
 * "put a [noun] card from your graveyard on top of / on the bottom of your library" (401.4; 608.2d: not targeted, the
 * card is chosen as it resolves); {@code noun} without its zone.
 */
public record GraveyardToLibraryNode(Noun noun, boolean bottom) implements EffectNode {
}
