package dev.arbiter.cards.grammar.ast;

/**
 * "Exile the top N cards of your library. You may cast [a | up to K | any number of] [noun] spell(s) from among them
 * without paying [its mana cost | their mana costs]. [Then] put the exiled cards not cast this way [on the bottom of your
 * library in a random order | into your graveyard]." (406, 608.2g, 118.9): {@code max} {@link Integer#MAX_VALUE} for any
 * number.
 */
public record ExileTopCastNode(AmountNode count, Noun spells, int max, boolean restToGraveyard) implements EffectNode {
}
