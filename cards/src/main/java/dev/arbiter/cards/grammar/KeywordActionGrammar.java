package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * Keyword actions written as one word and a number (701.2):
 * <pre>
 * action := "investigate" ["twice"]          (701.36a: create a Clue token)
 *         | "adapt" N                         (701.46a, the ability's own permanent)
 *         | "monstrosity" N                   (701.37a, the ability's own permanent)
 *         | "proliferate"                     (701.27a)
 *         | "bolster" N                       (701.39a)
 *         | "populate"                        (701.30a)
 *         | ("become" | "becomes") "the monarch"   (724.3, any player)
 *         | "amass" N                         (701.44a)
 *         | "support" N                       (701.41a: "+1/+1 counter on each of up to N [other] target creatures")
 * </pre>
 */
public final class KeywordActionGrammar {

    private KeywordActionGrammar() {
    }

    /** The action at the cursor for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (c.accept(third ? "investigates" : "investigate")) { // 701.36a: "Investigate" means "Create a Clue token."
            AmountNode n = new AmountNode.Fixed(c.accept("twice") ? 2 : 1);
            return new EffectNode.CreateTokens(who, n, false, "Clue", 0, 0, List.of(), List.of(), List.of(), List.of(),
                    List.of(), null);
        }
        if (c.accept(third ? "becomes the monarch" : "become the monarch")) return new EffectNode.BecomeMonarch(who); // 724.3
        if (third || !(who instanceof PlayerRef.You)) return null;
        String bare = c.acceptAny("proliferate", "populate"); // 701.27a, 701.30a: no number
        if (bare != null) return new EffectNode.KeywordAction(bare, new AmountNode.Fixed(1));
        String action = c.acceptAny("adapt", "monstrosity", "bolster", "amass", "support");
        if (action == null) return null;
        try {
            return new EffectNode.KeywordAction(action, EffectGrammar.amount(c));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
