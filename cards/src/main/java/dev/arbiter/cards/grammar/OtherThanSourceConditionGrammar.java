package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ConditionNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * "you control no [permanents] other than ~" (109.5: the source doesn't count, as in "no other [permanents]"), with the
 * subject "you" written once before a second condition on your hand (402):
 * <pre>
 * condition := "you control no" noun "other than ~" ["and have" count ("cards in hand" | "card in hand")]
 * </pre>
 * Read as an intervening "if" clause (603.4: "At the beginning of your upkeep, if you control no permanents other than ~
 * and have no cards in hand, ...") and as a state trigger's condition (603.8: "When you control no permanents other than
 * ~ and have no cards in hand, ...").
 */
final class OtherThanSourceConditionGrammar {

    private OtherThanSourceConditionGrammar() {
    }

    /** The condition at the cursor, or null with the cursor where it was. */
    static ConditionNode condition(Cursor c) {
        if (!c.at("you control no")) return null;
        int m = c.mark();
        try {
            c.accept("you control no");
            Noun noun = NounGrammar.noun(c);
            if (!noun.plural() || !c.accept("other than ~")) {
                c.reset(m);
                return null;
            }
            ConditionNode alone = new ConditionNode.YouControl(new ConditionNode.Count(0, 0), noun, true);
            int k = c.mark();
            if (!c.accept("and have")) return alone;
            ConditionNode.Count n = ConditionGrammar.count(c);
            if (c.accept("cards in hand") || n.min() == 1 && n.max() == Integer.MAX_VALUE && c.accept("card in hand")) {
                return new ConditionNode.Both(alone, new ConditionNode.HandSize(new PlayerRef.You(), n)); // 402
            }
            c.reset(k);
            return alone;
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
