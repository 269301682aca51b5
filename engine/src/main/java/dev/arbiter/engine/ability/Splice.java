package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Splice onto [quality] [cost]" (702.47a): a static ability that works while the card is in a hand (113.6b): as its owner
 * casts a spell with that quality ({@code subtype}, "Arcane"; null: any instant or sorcery spell) they may reveal this
 * card and pay {@code cost} as an additional cost; the spell then has this card's text box too (702.47c).
 */
public record Splice(String subtype, ManaCost cost, String text) implements Ability {
}
