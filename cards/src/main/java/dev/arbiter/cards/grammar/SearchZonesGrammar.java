package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A search of two zones (701.19), read as one phrase with the sentence that ends it:
 * <pre>
 * search-both := "search your library and/or graveyard for" ("a card named" NAME | "a" noun)
 *                ", reveal it," ["and"] "put it into your hand. If you search[ed] your library this way, shuffle"
 * </pre>
 * NAME is every token up to ", reveal it" (a card name may hold commas: "Ajani, Valiant Protector").
 */
public final class SearchZonesGrammar {

    private SearchZonesGrammar() {
    }

    /** The phrase at the cursor, or null (cursor unchanged). */
    static EffectNode verb(Cursor c) {
        return c.attempt(SearchZonesGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        if (!c.accept("search your library and / or graveyard for") && !c.accept("search your library and/or graveyard for")) {
            return null;
        }
        String name = null;
        Noun noun = null;
        if (c.accept("a card named")) {
            int from = c.mark();
            while (!c.atEnd() && !c.at(", reveal it")) c.next();
            if (c.atEnd() || c.mark() == from) return null;
            name = c.textFrom(from);
        } else {
            if (ReferenceGrammar.count(c) == null) return null; // "a Rune card"
            noun = NounGrammar.noun(c);
            if (!noun.hasHead("card") || noun.plural() || noun.zone() != null) return null;
        }
        if (!c.accept(", reveal it ,")) return null;
        c.accept("and");
        if (!c.accept("put it into your hand . if you search your library this way , shuffle")
                && !c.accept("put it into your hand . if you searched your library this way , shuffle")) return null;
        return new EffectNode.SearchLibraryAndGraveyard(noun, name);
    }
}
