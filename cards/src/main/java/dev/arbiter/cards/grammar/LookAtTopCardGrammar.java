package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Looking at the top card of a library, and nothing more (401.4, 701.16):
 * <pre>
 * look-top := "look at the top card of" possessive "library" "." END
 * </pre>
 * Only as the whole effect: a sentence after it could name the card looked at ("it", "that card"), which this
 * reading gives no referent.
 */
final class LookAtTopCardGrammar {
    private LookAtTopCardGrammar() {
    }

    /** The effect, or null with the cursor unchanged. */
    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        if (!c.accept("look at the top card of")) return null;
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose == null || !c.accept("library") || !c.at(".") || c.peek(1) != null) {
            c.reset(m);
            return null;
        }
        return new EffectNode.LookAtTopCard(whose);
    }
}
