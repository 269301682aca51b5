package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * The verbs of playing for ante (407):
 * <pre>
 * verb := ("ante" | "antes") "the top card of" ("your" | "their" | "his or her") "library"   (407.4)
 *       | "own target card in the ante"                                                       (407.3, after "you")
 *       | "exchange" object "with the top card of your library"                               (701.10d, after "you")
 * </pre>
 * Returns null with the cursor unchanged when none of them comes next.
 */
public final class AnteGrammar {

    private AnteGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        int m = c.mark();
        if (c.accept(third ? "antes the top card of" : "ante the top card of")) {
            String whose = third ? c.acceptAny("their library", "his or her library") : c.acceptAny("your library");
            if (whose != null) return new EffectNode.Ante(who);
        } else if (!third && who instanceof PlayerRef.You) {
            if (c.accept("own target card in the ante")) return new EffectNode.OwnAnteCard("card in the ante");
            if (c.accept("exchange")) {
                try {
                    ObjectRef card = ReferenceGrammar.object(c);
                    if (c.accept("with the top card of your library")) return new EffectNode.ExchangeWithTopOfLibrary(card);
                } catch (ParseFailure f) {
                    // not this phrase
                }
            }
        }
        c.reset(m);
        return null;
    }
}
