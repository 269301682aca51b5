package dev.arbiter.engine.ability;

/**
 * "exile ~" said by an ability that functions in the graveyard (113.6m; recover's "Otherwise, exile this card",
 * 702.59a): the card is exiled if it is still the object in its owner's graveyard the ability triggered from (400.7).
 */
public record ExileSelfFromGraveyard() implements Effect {
}
