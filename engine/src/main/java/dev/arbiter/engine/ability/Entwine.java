package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Entwine [cost]" (702.42a): the caster of this modal spell may choose all its modes instead of one
 * by paying an additional [cost] (601.2b, 601.2f). The spell's last mode is that choice: all the
 * modes in printed order (702.42b), offered only with the entwine cost added.
 */
public record Entwine(ManaCost cost, String text) implements Ability {
}
