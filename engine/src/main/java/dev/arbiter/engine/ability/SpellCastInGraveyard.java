package dev.arbiter.engine.ability;

/**
 * "Whenever you cast a [filter] spell, [you may] return ~ from your graveyard to [your hand | the battlefield]" (113.6m,
 * 601.2i): an ability whose effect moves its card out of the graveyard functions only while the card is in its owner's
 * graveyard; it triggers as its owner casts a spell matching {@code spell}. With {@code nth} above 0, only the cast that
 * brings the owner's count of such spells this turn to {@code nth} ("if it's the second creature spell you cast this
 * turn", 603.4: fixed as the spell becomes cast); "that spell" is the spell cast.
 */
public record SpellCastInGraveyard(ObjectFilter spell, int nth) implements Trigger {
}
