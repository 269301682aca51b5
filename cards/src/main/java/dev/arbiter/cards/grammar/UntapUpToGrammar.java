package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Untapping permanents chosen as the effect resolves, not targeted (701.26, 608.2d):
 * <pre>
 * untap-up-to := "untap up to" number plural-noun
 * </pre>
 */
final class UntapUpToGrammar {
    private UntapUpToGrammar() {
    }

    /** The effect, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("untap up to")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (n == null || c.at("target")) {
            c.reset(m);
            return null;
        }
        try {
            Noun noun = NounGrammar.noun(c);
            if (noun.plural() && noun.zone() == null) return new EffectNode.UntapUpTo(n, noun);
        } catch (ParseFailure f) {
            // not a noun
        }
        c.reset(m);
        return null;
    }
}
