package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * "Dash [cost]" (702.109a) and "Blitz [cost]" (702.152a): the card may be cast by paying {@code cost} rather than its
 * mana cost (an alternative cost, 118.9, 601.2b); if that cost was paid, the permanent the spell becomes has haste and
 * {@code grants} (blitz: "When this permanent is put into a graveyard from the battlefield, draw a card") while it
 * stays on the battlefield, and a delayed triggered ability bound to it does {@code atNextEndStep} (dash: return it to
 * its owner's hand; blitz: sacrifice it) at the beginning of the next end step (603.7a, 603.7c). {@code keyword} is
 * "Dash" or "Blitz".
 */
public record Dash(String keyword, ManaCost cost, List<Ability> grants, Effect atNextEndStep) implements Ability {
    public Dash {
        grants = List.copyOf(grants);
    }

    /** The alternative cost it offers the caster (118.9): its text names it, so the one announced is known (601.2b). */
    public AlternativeCost alternative() {
        return new AlternativeCost(new Cost(cost, List.of()), List.of(), text());
    }

    public String text() {
        return keyword + " " + cost;
    }
}
