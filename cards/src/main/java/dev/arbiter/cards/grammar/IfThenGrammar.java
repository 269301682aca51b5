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
        int m = c.mark();
        if (!c.accept("if")) return null;
        try {
            ConditionNode condition = ConditionGrammar.condition(c);
            c.expect(",");
            if (c.at("instead")) throw c.fail("no \"instead\"");
            EffectNode then = EffectGrammar.chain(c);
            if (!c.at(".")) throw c.fail("\".\"");
            return new EffectNode.IfThen(condition, then);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
