package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Condition;
import dev.arbiter.engine.proc.Ctx;

/** Conditions on an amount read as the spell or ability resolves (608.2c), such as "If X is 5 or more" (107.3). */
final class AmountConditions {

    private AmountConditions() {
    }

    static boolean holds(Ctx ctx, Condition.AmountBetween ab, Resolution r) {
        int n = PlayerAmounts.value(ctx, ab.amount(), r);
        return n >= ab.min() && n <= ab.max();
    }
}
