package dev.arbiter.engine.stack;

import dev.arbiter.engine.ability.FilterQualities;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * "{X}{U}{U}, {T}: Return target creature with mana value X to its owner's hand", "Tap X untapped Knights you control:
 * Destroy target creature with power X or less" (107.3, 601.2b-c, 602.2b): an activated ability's X is announced before
 * its targets are chosen, so a target permanent's "with mana value X" / "with mana value X or less" / "with power X or
 * less" is that number, as the targets are chosen and as they are checked on resolution (608.2b). The ability is not a
 * spell on the stack, so these bounds are written into the filter instead of being read from a spell's X; the same for
 * a target card in a graveyard ("[-X]: Return target creature card with mana value X from your graveyard ...").
 */
final class AbilityXTargets {
    private static final long X_BITS = FilterQualities.SPELL_X_MANA_VALUE | FilterQualities.SPELL_X_MANA_VALUE_OR_LESS
            | FilterQualities.SPELL_X_POWER_OR_LESS;

    private AbilityXTargets() {
    }

    /** The requirements with X made {@code x} in their permanent filters; the same list when none asks X. */
    static List<TargetSpec> withX(List<TargetSpec> specs, int x) {
        List<TargetSpec> out = null;
        for (int i = 0; i < specs.size(); i++) {
            TargetSpec spec = specs.get(i);
            TargetSpec made = withX(spec, Math.max(0, x));
            if (made != spec && out == null) out = new ArrayList<>(specs.subList(0, i));
            if (out != null) out.add(made);
        }
        return out == null ? specs : List.copyOf(out);
    }

    private static TargetSpec withX(TargetSpec spec, int x) {
        ObjectFilter f = spec.filter() instanceof TargetFilter.Permanent p ? p.filter()
                : spec.filter() instanceof TargetFilter.GraveyardCard g ? g.filter() : null; // 115.1: a card in a graveyard too
        if (f == null) return spec;
        FilterQualities q = f.more();
        long bits = q.chosen() & X_BITS;
        if (bits == 0) return spec;
        q = q.withoutChosen(bits);
        if ((bits & FilterQualities.SPELL_X_MANA_VALUE) != 0) q = q.manaValue(FilterQualities.Bound.exactly(x, false)); // 202.3
        if ((bits & FilterQualities.SPELL_X_MANA_VALUE_OR_LESS) != 0) q = q.manaValue(new FilterQualities.Bound(x, true));
        if ((bits & FilterQualities.SPELL_X_POWER_OR_LESS) != 0) q = q.power(new FilterQualities.Bound(x, true)); // 208.1
        TargetFilter made = spec.filter() instanceof TargetFilter.GraveyardCard g
                ? new TargetFilter.GraveyardCard(f.withQualities(q), g.owner(), g.oneGraveyard())
                : new TargetFilter.Permanent(f.withQualities(q));
        return new TargetSpec(made, spec.min(), spec.max(), spec.text(), spec.distinct());
    }
}
