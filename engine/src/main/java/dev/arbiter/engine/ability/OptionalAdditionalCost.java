package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * An optional additional cost of a spell (601.2b: announced as it is cast; 601.2f: added to its total cost), mana and
 * other parts (118.8): kicker (702.33a), buyback (702.27a) and casualty (702.153a). A cost whose other parts can't be paid isn't offered (118.3).
 */
public sealed interface OptionalAdditionalCost extends Ability permits Kicker, Buyback, Casualty, Conspire {
    /** The mana part. */
    ManaCost cost();

    /** The parts that aren't mana ("Kicker—Sacrifice a land"): none for a mana cost. */
    List<CostPart> parts();

    /** The question 601.2b asks its caster for the spell named {@code what}. */
    String question(String what);

    /** The answer that pays it (the other answer is "no"). */
    String payAnswer();

    /** The cost's parts that aren't mana, as a cost (118.8). */
    default Cost nonMana() {
        return new Cost(ManaCost.ZERO, parts());
    }

    /** The cost as printed: mana alone, or mana with its other parts. */
    default String costText() {
        return parts().isEmpty() ? cost().toString() : new Cost(cost(), parts()).text();
    }
}
