package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ZoneListSearchNode;

/**
 * A search of the library with other zones of the searching player, any of which they may leave out (701.19), read
 * with the sentence that ends it:
 * <pre>
 * search := "search your" zone ("," zone)* [","] "and/or" zone "for" ("a card named" NAME | "a" noun)
 *           [", reveal it ," ["and"]] ["and"] "put it" ("into your hand" | "onto the battlefield")
 *           ". if you search your library this way , shuffle"
 * zone   := "library" | "graveyard" | "hand"      (each once; the library among them)
 * </pre>
 * NAME is every token up to ", reveal it" or "and put it". The cursor is unchanged and null returned when this does
 * not come next.
 */
final class ZoneListSearchGrammar {
    private ZoneListSearchGrammar() {
    }

    static EffectNode verb(Cursor c) {
        return c.attempt(ZoneListSearchGrammar::read);
    }

    private static EffectNode read(Cursor c) {
        if (!c.accept("search your")) return null;
        boolean library = false, graveyard = false, hand = false;
        int zones = 0;
        boolean last = false;
        while (true) {
            String z = c.acceptAny("library", "graveyard", "hand");
            if (z == null) return null;
            zones++;
            if (z.equals("library")) { if (library) return null; library = true; }
            if (z.equals("graveyard")) { if (graveyard) return null; graveyard = true; }
            if (z.equals("hand")) { if (hand) return null; hand = true; }
            if (last) break;
            c.accept(",");
            if (c.accept("and / or") || c.accept("and/or")) last = true;
            else if (c.peek() == null || !c.at("library") && !c.at("graveyard") && !c.at("hand")) return null;
        }
        if (!library || zones < 2 || !c.accept("for")) return null;
        String name = null;
        Noun noun = null;
        if (c.accept("a card named")) {
            int from = c.mark();
            while (!c.atEnd() && !c.at(", reveal it") && !c.at("and put it") && !c.at(".")) c.next();
            if (c.atEnd() || c.mark() == from) return null;
            name = c.textFrom(from);
        } else {
            if (ReferenceGrammar.count(c) == null) return null; // "a Rune card"
            noun = NounGrammar.noun(c);
            if (!noun.hasHead("card") || noun.plural() || noun.zone() != null || noun.controller() != null) return null;
        }
        if (c.accept(", reveal it ,")) c.accept("and");
        else if (!c.accept("and")) return null;
        boolean battlefield;
        if (c.accept("put it into your hand")) battlefield = false;
        else if (c.accept("put it onto the battlefield")) battlefield = true;
        else return null;
        if (!c.accept(". if you search your library this way , shuffle")) return null;
        return new ZoneListSearchNode(noun, name, graveyard, hand, battlefield);
    }
}
