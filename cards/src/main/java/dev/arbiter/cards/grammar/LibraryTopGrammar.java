package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A player acting on the top of their own library, spoken in the third person:
 * <pre>
 * exile-top := "exiles the top" [count] ("card" | "cards") "of their library"     (406.3)
 * </pre>
 * ("that player exiles the top card of their library", ingest's definition, 702.115a).
 */
final class LibraryTopGrammar {

    private LibraryTopGrammar() {
    }

    /** The clause after its subject {@code who}, or null (cursor unmoved) when it isn't one. */
    static EffectNode exileTop(Cursor c, PlayerRef who) {
        int m = c.mark();
        if (!c.accept("exiles the top")) return null;
        AmountNode n = new AmountNode.Fixed(1);
        boolean one = true;
        if (!c.at("card")) {
            n = ReferenceGrammar.count(c); // "the top two cards" (107.1)
            if (n == null || n instanceof AmountNode.Fixed f && f.value() < 2) {
                c.reset(m);
                return null;
            }
            one = false;
        }
        if (!c.accept(one ? "card of their library" : "cards of their library")) {
            c.reset(m);
            return null;
        }
        return new EffectNode.ExileTopOfLibrary(who, n);
    }
}
