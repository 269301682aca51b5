package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ExileTopIfNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * The top card of a library exiled, and what follows by its kind (406.3, 608.2c):
 * <pre>
 * exile-top-if := "exile the top card of" ("your" | "target player's" | "target opponent's") "library ."
 *                 "if" ("it's" | "it is" | "that card is" | "the exiled card is") ("a" | "an") card-noun "," chain
 *                 [ ". otherwise ," chain ]
 * </pre>
 * The chains must not name the exiled card ("it", "its", "that card", "the card"). Reads up to the "." of its last
 * sentence; null (cursor unchanged) for anything else.
 */
final class ExileTopIfGrammar {
    private ExileTopIfGrammar() {
    }

    static EffectNode sentences(Cursor c) {
        if (!c.at("exile the top card of")) return null;
        return c.attempt(ExileTopIfGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        c.expect("exile the top card of");
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (!(whose instanceof PlayerRef.You) && !(whose instanceof PlayerRef.Targeted)) return null;
        if (!c.accept("library . if")) return null;
        if (c.acceptAny("it's", "it is", "that card is", "the exiled card is") == null || c.acceptAny("a", "an") == null) return null;
        Noun noun = c.attempt(NounGrammar::noun);
        if (noun == null || noun.plural() || !noun.hasHead("card") || noun.zone() != null || noun.controller() != null
                || !c.accept(",")) return null;
        EffectNode then = follow(c);
        if (then == null) return null;
        int end = c.mark();
        EffectNode otherwise = null;
        if (c.accept(". otherwise ,")) {
            otherwise = follow(c);
            if (otherwise == null) return null;
        } else {
            c.reset(end);
        }
        return new ExileTopIfNode(whose, noun, then, otherwise);
    }

    /** A chain up to a "." that doesn't name the exiled card, or null. */
    private static EffectNode follow(Cursor c) {
        int from = c.mark();
        EffectNode chain = c.attempt(EffectGrammar::chain);
        if (chain == null || !c.at(".") || TopCardIfGrammar.namesTheCard(c, from)) return null;
        return chain;
    }
}
