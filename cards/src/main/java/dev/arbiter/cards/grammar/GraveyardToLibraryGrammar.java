package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.GraveyardToLibraryNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A card of your graveyard put on one end of your library, chosen as the effect resolves (401.4, 608.2d):
 * <pre>
 * graveyard-to-library := ("a" | "an") noun-card "from your graveyard" ("on top of" | "on the bottom of") "your library"
 * </pre>
 * Read after "put" (usually after "you may": "You may put a land card from your graveyard on top of your library.").
 */
final class GraveyardToLibraryGrammar {

    private GraveyardToLibraryGrammar() {
    }

    /** The phrase after "put", or null (cursor unchanged). */
    static EffectNode afterPut(Cursor c) {
        return c.attempt(GraveyardToLibraryGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        if (!(ReferenceGrammar.count(c) instanceof AmountNode.Fixed f) || f.value() != 1) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.plural() || noun.controller() != null) return null;
        if (noun.zone() == null && !c.accept("from your graveyard")) return null;
        if (noun.zone() != null && !noun.zone().equals("your graveyard")) return null;
        boolean bottom;
        if (c.accept("on top of your library")) bottom = false;
        else if (c.accept("on the bottom of your library")) bottom = true;
        else return null;
        if (!c.at(".") && !c.atEnd()) return null; // "... instead of into your graveyard" and the like: not this
        Noun bare = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), null, noun.with(), false, null);
        return new GraveyardToLibraryNode(bare, bottom);
    }
}
