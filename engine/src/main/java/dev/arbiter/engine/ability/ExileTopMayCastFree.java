package dev.arbiter.engine.ability;

/**
 * "Exile the top N cards of your library. You may cast [a | up to K | any number of] [filter] spell(s) from among them
 * without paying [its mana cost | their mana costs]. [Then] put the exiled cards not cast this way [on the bottom of your
 * library in a random order | into your graveyard]." (406, 608.2g, 118.9, 401.4): the controller exiles the top
 * {@code count} cards of their library; as the effect resolves they may cast, one after another, up to {@code max}
 * ({@link Integer#MAX_VALUE}: any number) of the exiled cards matching {@code spells}, free; the exiled cards not cast go
 * to the bottom of the library in a random order, or into the graveyard with {@code restToGraveyard}.
 */
public record ExileTopMayCastFree(Amount count, ObjectFilter spells, int max, boolean restToGraveyard) implements Effect {
}
