package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Replicate [mana cost]" (702.56a): "As an additional cost to cast this spell, you may pay [cost] any number of times"
 * and "When you cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid.
 * If the spell has any targets, you may choose new targets for any of the copies." The caster announces how many times
 * (601.2b), each payment joins the total cost (601.2f); the copies are made by a triggered ability (707.10).
 */
public record Replicate(ManaCost cost, String text) implements Ability {
}
