package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.TargetFilter;
import dev.arbiter.engine.ability.TargetSpec;

/** "deals 3 damage divided as you choose among one, two, or three targets" (601.2d). */
final class DividedDamageText {

    private DividedDamageText() {
    }

    static String of(Effect.DividedDamage e, Scope s) {
        return "deals " + AmountText.digits(e.amount(), s) + " damage divided as you choose among " + among(e.targetIndex(), s);
    }

    /** "distribute three +1/+1 counters among one, two, or three target creatures" (601.2d). */
    static String counters(Effect.DistributeCounters e, Scope s) {
        return "distribute " + AmountText.count(e.amount(), s, "a " + e.kind() + " counter", e.kind() + " counters") + " among "
                + among(e.targetIndex(), s);
    }

    /** "prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you choose" (615.1a). */
    static String prevention(Effect.DividedPrevention e, Scope s) {
        return "prevent the next " + AmountText.digits(e.amount(), s) + " damage that would be dealt this turn to "
                + among(e.targetIndex(), s) + ", divided as you choose";
    }

    /** "deals X damage divided evenly, rounded down, among any number of targets" (107.1a). */
    static String evenly(Effect.DamageDividedEvenly e, Scope s) {
        return "deals " + AmountText.digits(e.amount(), s) + " damage divided evenly, rounded down, among " + among(e.targetIndex(), s);
    }

    private static String among(int targetIndex, Scope s) {
        TargetSpec spec = s.targets().get(targetIndex);
        String many = spec.max() == 2 ? "one or two" : spec.max() == 3 ? "one, two, or three" : "any number of";
        String what = spec.filter() instanceof TargetFilter.AnyTarget ? "targets"
                : spec.filter() instanceof TargetFilter.Permanent p ? "target " + ObjectText.plural(p.filter())
                : "target " + TargetText.head(spec, true);
        return many + " " + what;
    }
}
