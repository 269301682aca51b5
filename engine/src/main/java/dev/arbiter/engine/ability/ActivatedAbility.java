package dev.arbiter.engine.ability;

import java.util.List;

/**
 * "[Cost]: [Effect.]" (602). A mana ability (605.1a) has no target, could add mana and isn't a
 * loyalty ability; it resolves immediately without the stack.
 */
public record ActivatedAbility(Cost cost, List<TargetSpec> targets, Effect effect, boolean manaAbility,
                               Timing timing, String text) implements Ability {
    public ActivatedAbility {
        targets = List.copyOf(targets);
    }

    /** When the ability may be activated (602.5). */
    public enum Timing {
        /** Any time its controller has priority. */
        INSTANT,
        /** Only as a sorcery (307.1): main phase, own turn, empty stack. */
        SORCERY,
        /** "Activate only during your upkeep." */
        YOUR_UPKEEP,
        /**
         * "Only your opponents may activate this ability." (602.5): any time an opponent of the
         * source's controller has priority; that opponent controls the ability (113.8).
         */
        OPPONENTS_ONLY,
        /**
         * Activated from its owner's hand at instant speed (113.6b: it functions only there), as
         * cycling is (702.29a); "Discard this card" is then part of its cost.
         */
        FROM_HAND
    }
}
