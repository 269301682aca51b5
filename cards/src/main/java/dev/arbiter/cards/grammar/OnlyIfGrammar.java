package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A condition written after the sentence it governs (608.2c), checked as the spell or ability resolves:
 * <pre>
 * sentence := chain ("if" | "unless") condition "."       ["Otherwise ," chain "."  (after "if" only)]
 * </pre>
 * ("Draw a card if you control an Elf." / "You lose 1 life unless you control another colorless creature."). The
 * condition is the intervening-"if" grammar's ({@link ConditionGrammar}); an "unless" that names a cost ("unless
 * you pay {1}", 118.12) is not a condition and is read elsewhere.
 */
final class OnlyIfGrammar {

    private OnlyIfGrammar() {
    }

    /** {@code then} governed by the condition at the cursor, or null with the cursor unmoved. */
    static EffectNode trailing(Cursor c, EffectNode then) {
        return c.attempt(k -> {
            String word = k.acceptAny("if", "unless");
            if (word == null) return null;
            ConditionNode condition = ConditionGrammar.condition(k);
            return k.at(".") ? new EffectNode.OnlyIf(condition, word.equals("unless"), then, null) : null;
        });
    }

    /** {@code last} with the "Otherwise" sentence {@code otherwise} attached, or null when {@code last} takes none. */
    static EffectNode otherwise(EffectNode last, EffectNode otherwise) {
        if (!(last instanceof EffectNode.OnlyIf o) || o.unless() || o.otherwise() != null) return null;
        return new EffectNode.OnlyIf(o.condition(), false, o.then(), otherwise);
    }
}
