package dev.arbiter.engine.effects;

import dev.arbiter.engine.ability.Effect;
import dev.arbiter.engine.proc.Ctx;

/**
 * "If [condition], [effect]. [Otherwise, ...]" (608.2c): the branch that applies, the condition judged as the effect
 * resolves. Shared by the resolvers here and the stack package's, which resolves a branch that casts or pays there.
 */
public final class ConditionBranches {
    private ConditionBranches() {
    }

    /** 608.2c: {@code ic.then()} if its condition holds now, else {@code ic.otherwise()} (null: nothing happens). */
    public static Effect chosen(Ctx ctx, Effect.IfCondition ic, Resolution r) {
        boolean holds = ic.condition() instanceof dev.arbiter.engine.ability.Condition.AmountBetween ab
                && (ab.amount() instanceof dev.arbiter.engine.ability.Amount.X // 107.3: the X of the resolving spell
                || ab.amount() instanceof dev.arbiter.engine.ability.Amount.MovedThisWay // 608.2c: what the step before moved
                || dev.arbiter.engine.util.RecordTrees.contains(ab.amount(), // 608.2c: a target's power, as it resolves
                        x -> x instanceof dev.arbiter.engine.ability.Subject.TargetObject))
                ? AmountConditions.holds(ctx, ab, r)
                : dev.arbiter.engine.layers.TriggerConditions.holds(ctx.s, r.source(), r.controller(), -1, ic.condition());
        return holds ? ic.then() : ic.otherwise();
    }
}
