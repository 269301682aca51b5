package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.LossShieldNode;

/**
 * A one-shot replacement of the controller's next loss this turn (614.1a, 104.3):
 * <pre>
 * clause := "the next time you would lose the game this turn , instead" chain
 * </pre>
 * (Stunning Reversal: "..., instead draw seven cards and your life total becomes 1.")
 */
final class LossShieldGrammar {

    private LossShieldGrammar() {
    }

    /** The clause at the cursor, or null (cursor unchanged). */
    static EffectNode clause(Cursor c) {
        if (!c.accept("the next time you would lose the game this turn , instead")) return null;
        return new LossShieldNode(EffectGrammar.chain(c));
    }
}
