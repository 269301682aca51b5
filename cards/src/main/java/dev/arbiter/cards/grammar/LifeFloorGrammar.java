package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.ReplacementNode;

/**
 * A replacement of what damage does to its controller's life total (614.1a, 120.3a):
 * <pre>
 * life-floor := ["if" condition ","] "damage that would reduce your life total to less than 1 reduces it to 1 instead"
 * </pre>
 * The condition is the intervening-"if" grammar's ("If you control a creature, ..."), judged as the damage is dealt.
 */
final class LifeFloorGrammar {

    private LifeFloorGrammar() {
    }

    /** The replacement at the cursor (without the final "."), or null with the cursor where it was. */
    static ReplacementNode line(Cursor c) {
        return c.attempt(k -> {
            ConditionNode condition = null;
            if (k.accept("if")) {
                condition = ConditionGrammar.condition(k);
                if (!k.accept(",")) return null;
            }
            if (!k.accept("damage that would reduce your life total to less than 1 reduces it to 1 instead")) return null;
            return new ReplacementNode.LifeFloor(condition);
        });
    }
}
