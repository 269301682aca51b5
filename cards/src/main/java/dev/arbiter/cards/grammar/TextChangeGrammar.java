package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Text-changing effects (612.1):
 * <pre>
 * verb  := "change the text of" ("target spell or permanent" | object) "by replacing all instances of" words ["until end of turn"]
 * words := "one color word with another" ["or one basic land type with another"]
 *        | "one basic land type with another"
 * </pre>
 * Returns null with the cursor unchanged when the phrase does not come next.
 */
public final class TextChangeGrammar {

    private TextChangeGrammar() {
    }

    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (third || !(who instanceof PlayerRef.You) || !c.at("change the text of")) return null;
        int m = c.mark();
        c.expect("change the text of");
        try {
            ObjectRef object = c.accept("target spell or permanent") ? null : ReferenceGrammar.object(c); // 115.1
            if (c.accept("by replacing all instances of")) {
                boolean colors = c.accept("one color word with another");
                boolean lands = colors ? c.accept("or one basic land type with another")
                        : c.accept("one basic land type with another");
                if (colors || lands) {
                    boolean untilEndOfTurn = c.accept("until end of turn");
                    return new EffectNode.ChangeText(object, colors, lands, untilEndOfTurn);
                }
            }
        } catch (ParseFailure f) {
            // not this phrase
        }
        c.reset(m);
        return null;
    }
}
