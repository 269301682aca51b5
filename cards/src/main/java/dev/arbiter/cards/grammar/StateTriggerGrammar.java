package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.TriggerNode;

/**
 * State triggers (603.8): "When" followed by a condition on the game state rather than an event,
 * <pre>
 * state-trigger := "When" condition ","     (ConditionGrammar: "you control no Islands")
 * </pre>
 */
final class StateTriggerGrammar {

    private StateTriggerGrammar() {
    }

    /** The state condition at the cursor when a comma follows it, or null with the cursor where it was. */
    static TriggerNode event(Cursor c) {
        int m = c.mark();
        try {
            ConditionNode condition = ConditionGrammar.condition(c);
            if (c.at(",")) return new TriggerNode.StateCondition(condition);
        } catch (ParseFailure f) {
            // not a state condition
        }
        c.reset(m);
        return null;
    }
}
