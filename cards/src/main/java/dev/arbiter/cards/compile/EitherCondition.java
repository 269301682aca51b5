package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.ConditionGrammar;
import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.engine.ability.Condition;

/**
 * Two conditions joined by "or" (602.5b: "Activate only if you control a Desert or there is a Desert card in your
 * graveyard."): it holds when either does, built as "not (neither)" from the engine's {@link Condition.Not} and
 * {@link Condition.Both}:
 * <pre>
 * either := condition "or" condition
 * </pre>
 * each read whole by the intervening-"if" grammar.
 */
final class EitherCondition {

    private EitherCondition() {
    }

    /** The condition at the cursor if it is two joined by "or", else null (cursor unchanged). */
    static Condition read(Cursor c) {
        int from = c.mark();
        try {
            Condition first = ConditionLowering.lower(ConditionGrammar.condition(c), false);
            if (!c.accept("or")) {
                c.reset(from);
                return null;
            }
            Condition second = ConditionLowering.lower(ConditionGrammar.condition(c), false);
            return new Condition.Not(new Condition.Both(new Condition.Not(first), new Condition.Not(second)));
        } catch (ParseFailure | NotSupported f) {
            c.reset(from);
            return null;
        }
    }
}
