package dev.arbiter.engine.ability;

/**
 * "When a creature is put into your graveyard from the battlefield, [you may pay ...]. If you do, return ~ from your
 * graveyard to your hand. Otherwise, exile ~." (recover, 702.59a; 113.6m): an ability whose effect moves its card out
 * of the graveyard functions only while the card is in its owner's graveyard; it triggers for each creature put into
 * that graveyard from the battlefield, looking back to the graveyard before the event (603.10a: a card put there with
 * the creature doesn't see it). "it" is that creature's card.
 */
public record CreatureToYourGraveyardInGraveyard() implements Trigger {
}
