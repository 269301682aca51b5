package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A permanent that wasn't cast exiled instead of entering, until end of turn (614.1a, 614.12, 601.2):
 * <pre>
 * sentence := "until end of turn" "," "if" ("a" | "an") noun "would enter the battlefield and it wasn't cast" ","
 *             "exile it instead"
 * </pre>
 */
final class UncastEntryGrammar {
    private UncastEntryGrammar() {
    }

    /** The sentence at the cursor, or null with the cursor unchanged. */
    static EffectNode sentence(Cursor c) {
        if (!c.at("until end of turn , if")) return null;
        int m = c.mark();
        try {
            c.expect("until end of turn , if");
            if (c.acceptAny("a", "an") != null) {
                Noun noun = NounGrammar.noun(c);
                if (c.accept("would enter the battlefield and it wasn't cast , exile it instead")) {
                    return new EffectNode.ExileUncastEnteringThisTurn(noun);
                }
            }
        } catch (ParseFailure f) {
            // not this sentence
        }
        c.reset(m);
        return null;
    }
}
