package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Flashback [cost]" (702.34a): the card may be cast from its owner's graveyard by paying
 * {@code cost} instead of its mana cost (an alternative cost, 118.9); cast that way, it is exiled
 * instead of going anywhere else whenever it would leave the stack.
 */
public record Flashback(ManaCost cost) implements Ability {
    public String text() {
        return "Flashback " + cost;
    }
}
