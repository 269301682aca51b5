package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * Keyword actions written as one word and a number (701.2):
 * <pre>
 * times  := "twice" | N "times"              (608.2c: the action done that many times)
 * action := "investigate" [times]            (701.36a: create a Clue token)
 *         | "adapt" N                         (701.46a, the ability's own permanent)
 *         | "monstrosity" N                   (701.37a, the ability's own permanent)
 *         | "proliferate"                     (701.27a)
 *         | "end the turn"                    (721.1)
 *         | "bolster" N                       (701.39a)
 *         | "populate" [times]                (701.30a)
 *         | ("become" | "becomes") "the monarch"   (724.3, any player)
 *         | ("take" | "takes") "the initiative"     (723.1, any player)
 *         | "venture into the dungeon" | "venture into Undercity"   (701.46, you)
 *         | "amass" N                         (701.44a)
 *         | "support" N                       (701.41a: "+1/+1 counter on each of up to N [other] target creatures")
 * </pre>
 */
public final class KeywordActionGrammar {

    private KeywordActionGrammar() {
    }

    /** How many times the action is done (608.2c): "twice", "N times", "X times"; once when none is written. */
    private static AmountNode times(Cursor c) {
        if (c.accept("twice")) return new AmountNode.Fixed(2);
        int m = c.mark();
        AmountNode n = ReferenceGrammar.count(c);
        if (n != null && c.accept("times")) return n;
        c.reset(m);
        return new AmountNode.Fixed(1);
    }

    /** The action at the cursor for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (c.accept(third ? "investigates" : "investigate")) { // 701.36a: "Investigate" means "Create a Clue token."
            AmountNode n = times(c);
            return new EffectNode.CreateTokens(who, n, false, "Clue", 0, 0, List.of(), List.of(), List.of(), List.of(),
                    List.of(), null);
        }
        if (c.accept(third ? "becomes the monarch" : "become the monarch")) return new EffectNode.BecomeMonarch(who); // 724.3
        if (c.accept(third ? "takes the initiative" : "take the initiative")) return new EffectNode.TakeInitiative(who); // 723.1
        if (third || !(who instanceof PlayerRef.You)) return null;
        if (c.accept("venture into the dungeon")) return new EffectNode.Venture(false); // 701.46a-c
        if (c.accept("venture into undercity")) return new EffectNode.Venture(true); // 701.46d
        String bare = c.acceptAny("proliferate", "populate", "end the turn"); // 701.27a, 701.30a, 721.1: no number
        if ("populate".equals(bare)) return new EffectNode.KeywordAction(bare, times(c)); // 701.30a, "populate X times"
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
