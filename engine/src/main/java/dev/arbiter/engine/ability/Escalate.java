package dev.arbiter.engine.ability;

import dev.arbiter.engine.mana.ManaCost;

import java.util.List;

/**
 * "Escalate [cost]" (702.120a) on a modal spell whose caster may choose more than one mode: "For each mode you choose
 * beyond the first as you cast this spell, you pay an additional [cost]" (601.2f). The spell's choices (700.2, one for
 * each allowed set of modes) are its {@link SpellAbility#modes()}; {@code extraModes} gives, for each choice in that
 * order, how many modes beyond the first it holds, each adding {@code cost} to the total cost. Mana only.
 */
public record Escalate(ManaCost cost, List<Integer> extraModes, String text) implements Ability {
    public Escalate {
        extraModes = List.copyOf(extraModes);
    }

    /** 702.120a: the additional cost for choice {@code mode}: the escalate cost once for each mode beyond the first. */
    public ManaCost costFor(int mode) {
        ManaCost total = ManaCost.ZERO;
        int times = mode >= 0 && mode < extraModes.size() ? extraModes.get(mode) : 0;
        for (int i = 0; i < times; i++) total = total.plus(cost);
        return total;
    }
}
