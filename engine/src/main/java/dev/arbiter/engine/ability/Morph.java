package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Morph [cost]" (702.37a) and "Megamorph [cost]" (702.37b, {@code mega}): the card may be cast face down as a
 * 2/2 creature for {3}, and the face-down permanent may be turned face up for {@code cost} as a special action
 * (702.37e, 116.2b); a megamorph cost paid that way also puts a +1/+1 counter on it as it turns face up.
 */
public record Morph(ManaCost cost, boolean mega, String text) implements Ability {
}
