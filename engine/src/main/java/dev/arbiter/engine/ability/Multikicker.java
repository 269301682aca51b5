package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Multikicker [cost]" (702.33c): kicker whose cost may be paid any number of times as the spell is cast (601.2b
 * announces how many, 601.2f adds each to the total cost); a spell is kicked when it was paid at least once (702.33d),
 * and "for each time it was kicked" counts the payments.
 */
public record Multikicker(ManaCost cost, String text) implements Ability {
}
