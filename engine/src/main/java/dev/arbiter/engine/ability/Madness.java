package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Madness [cost]" (702.35a): "If a player would discard this card, that player discards it, but
 * exiles it instead of putting it into their graveyard" and "When this card is exiled this way, its
 * owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they
 * put this card into their graveyard." (engine events/MadnessTrigger, stack/MadnessCasting)
 */
public record Madness(ManaCost cost, String text) implements Ability {
}
