package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.engine.ability.Condition;

/**
 * "if your team gained life this turn" / "if your team controls another Warrior" (102.4): the condition said of "you",
 * held by one member of the team ({@link Condition.Team}). Only conditions that one member alone makes true (someone
 * gained life, someone controls one); a count over the team is refused.
 */
final class TeamConditionLowering {

    private TeamConditionLowering() {
    }

    static Condition lower(ConditionNode.Team t) {
        Condition of = ConditionLowering.lower(t.of(), false, false);
        boolean oneMember = of instanceof Condition.ThisTurn tt && tt.atLeast() == 1
                && tt.who() == dev.arbiter.engine.ability.Relation.YOU
                || of instanceof Condition.PermanentCount pc && pc.min() == 1 && pc.max() == Integer.MAX_VALUE;
        if (!oneMember) throw new NotSupported("intervening 'if' clause (a count over your team)");
        return new Condition.Team(of);
    }
}
