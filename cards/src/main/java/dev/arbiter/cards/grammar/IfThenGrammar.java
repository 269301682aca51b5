package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A sentence followed only when a condition holds as the spell or ability resolves (608.2c):
 * <pre>
 * sentence := "if" condition "," chain          (up to its ".", with no "instead": that is {@link InsteadGrammar}'s)
 * </pre>
 * The condition is the intervening-"if" grammar's ({@link ConditionGrammar}).
 */
final class IfThenGrammar {

    private IfThenGrammar() {
    }

    /** The sentence up to its period, or null with the cursor unmoved. */
    static EffectNode sentence(Cursor c) {
        return c.attempt(k -> {
            if (!k.accept("if")) return null;
            ConditionNode condition = XConditionGrammar.condition(k); // 107.3: "If X is 5 or more, ..."
            if (condition == null) condition = ConditionGrammar.condition(k);
            k.expect(",");
            if (XConditionGrammar.isX(condition)) k.accept("also"); // "If X is 10 or more, also create ...": in addition
            if (k.at("instead")) return null; // a replacement (614.1a), read elsewhere
            EffectNode then = EffectGrammar.chain(k);
            return k.at(".") ? new EffectNode.IfThen(condition, then) : null;
        });
    }
}
