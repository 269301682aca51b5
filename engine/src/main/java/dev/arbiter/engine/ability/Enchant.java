package dev.arbiter.engine.ability;

/**
 * "Enchant [object]" (702.5): what an Aura can be attached to; as a spell it targets such an
 * object (303.4a), and attached to anything else it is put into its owner's graveyard (704.5m).
 */
public record Enchant(ObjectFilter filter, String text) implements Ability {
}
