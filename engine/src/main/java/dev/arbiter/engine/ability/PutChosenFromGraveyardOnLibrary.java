package dev.arbiter.engine.ability;

/**
 * "[you may] put a [filter] card from your graveyard on top of / on the bottom of your library" (401.4; not targeted,
 * 608.2d: the card is chosen as the effect resolves): the controller chooses one matching card of their graveyard, if
 * any, and it moves to that end of its owner's library.
 */
public record PutChosenFromGraveyardOnLibrary(ObjectFilter filter, boolean bottom) implements Effect {
}
