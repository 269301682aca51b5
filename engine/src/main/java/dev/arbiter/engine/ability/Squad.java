package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

/**
 * "Squad [cost]" (702.157a), the static half: as an additional cost to cast this creature spell, its controller may pay
 * {@code cost} any number of times (601.2b announces how many, 601.2f adds each to the total cost); each payment is
 * remembered on the spell ({@link #PAID}) for the linked enters trigger, "if its squad cost was paid, create a token
 * that's a copy of it for each time its squad cost was paid".
 */
public record Squad(ManaCost cost, String text) implements Ability {
    /** The name a squad payment is remembered by on the spell (a cost-paid record, read by 603.4 and the count). */
    public static final String PAID = "squad";
}
