package dev.arbiter.cards.explain;

import dev.arbiter.engine.ability.Amount;
import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.ability.Subject;

/**
 * "[then] if its power is less than or equal to [amount]" (608.2c): the comparison the compiler writes as a difference
 * that is zero exactly when it holds ({@code compile/StatComparedLowering}), rendered as written; null for any other
 * condition.
 */
final class StatComparedText {

    private StatComparedText() {
    }

    static String of(Effect.IfCondition e, Scope s) {
        if (e.otherwise() != null || !(e.condition() instanceof Condition.AmountBetween ab) || ab.min() != 0 || ab.max() != 0
                || !(ab.amount() instanceof Amount.Minus m)) {
            return null;
        }
        String comparison;
        Amount.StatOf its;
        Amount other;
        if (stat(m.of()) != null) {
            its = stat(m.of());
            other = m.less();
            comparison = "less than or equal to";
        } else if (m.of() instanceof Amount.Plus p && p.add() == 1 && stat(p.of()) != null) {
            its = stat(p.of());
            other = m.less();
            comparison = "less than";
        } else if (stat(m.less()) != null) {
            its = stat(m.less());
            boolean strict = m.of() instanceof Amount.Plus p && p.add() == 1;
            other = strict ? ((Amount.Plus) m.of()).of() : m.of();
            comparison = strict ? "greater than" : "greater than or equal to";
        } else {
            return null;
        }
        String stat = its.stat().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return ObjectIsText.trailingIf(ClauseJoiner.join(EffectText.CLAUSES.apply(e.then(), s)),
                "its " + stat + " is " + comparison + " " + AmountText.DEFINITIONS.apply(other, null));
    }

    private static Amount.StatOf stat(Amount a) {
        return a instanceof Amount.StatOf st && st.subject() instanceof Subject.TargetObject && !st.printed() ? st : null;
    }
}
