package dev.arbiter.engine.ability;

import java.util.List;

/**
 * "You may pay {1}{B} rather than pay this spell's mana cost." / "If it's not your turn, you may exile a
 * blue card from your hand rather than pay this spell's mana cost." / "If you control a Swamp, you may cast
 * this spell without paying its mana cost." (118.9, 601.2b): as the card is cast its caster may announce
 * that they pay {@code cost} (mana and other parts; {0} and no parts for "without paying its mana cost")
 * instead of its mana cost, if every one of {@code conditions} holds for them as they cast it. Only one
 * alternative cost may be applied to a spell (118.9a); additional costs and cost increases still apply
 * (118.9d, 601.2f). {@code keyword} names a keyword's alternative cost ("evoke", 702.74a) whose payment the
 * permanent remembers for "if its evoke cost was paid" (null: none).
 */
public record AlternativeCost(Cost cost, List<Condition> conditions, String text, String keyword) implements Ability {
    public AlternativeCost {
        conditions = List.copyOf(conditions);
    }

    /** An alternative cost no keyword names. */
    public AlternativeCost(Cost cost, List<Condition> conditions, String text) {
        this(cost, conditions, text, null);
    }
}
