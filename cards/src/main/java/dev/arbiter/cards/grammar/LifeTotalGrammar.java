package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A life total set to a number (119.5):
 * <pre>
 * clause := whose "life total becomes" (number | definition)
 * whose  := "your" | "target player's" | "target opponent's" | "that player's" | "each player's" | "each opponent's"
 * </pre>
 * "definition" is an amount in words ("the number of creatures they control"), read for each player in turn.
 */
final class LifeTotalGrammar {

    private LifeTotalGrammar() {
    }

    /** The clause at the cursor, or null (cursor unchanged). */
    static EffectNode clause(Cursor c) {
        int m = c.mark();
        PlayerRef whose;
        if (c.accept("each player's")) whose = new PlayerRef.EachPlayer();
        else if (c.accept("each opponent's")) whose = new PlayerRef.EachOpponent();
        else whose = ZoneVerbGrammar.possessive(c);
        if (whose == null || whose instanceof PlayerRef.That t && t.word().equals("they") || !c.accept("life total becomes")) {
            c.reset(m);
            return null;
        }
        // 103.4: "your life total becomes equal to your starting life total"
        AmountNode amount = c.accept("equal to your starting life total") ? new AmountNode.StartingLife() : ReferenceGrammar.count(c);
        if (amount == null) {
            try {
                amount = AmountDefinitionGrammar.definition(c);
            } catch (ParseFailure f) {
                amount = null;
            }
        }
        if (amount == null) {
            c.reset(m);
            return null;
        }
        return new EffectNode.SetLife(whose, amount);
    }
}
