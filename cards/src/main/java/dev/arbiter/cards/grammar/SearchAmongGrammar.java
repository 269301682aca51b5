package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.ArrayList;
import java.util.List;

/**
 * Searching your library (701.23) for cards of several kinds, with different names, or going where the plain search
 * ({@link SearchGrammar}) does not put them; after "search your library for" and its count:
 * <pre>
 * among := kind (("or" | "and/or") ["a" | "an"] kind)* ["with different names"] [", reveal" (it | them | that card | those cards)]
 *          ( ", then shuffle and put" ("those cards" | "them") "on top in any order"                      (701.20, 401.4)
 *          | ("," | ", and" | "and") ( "exile" (it | them)
 *                                    | "put one onto the battlefield" ["tapped"] "and the" ("other" | "rest") "into your hand"
 *                                    | "put" (it | them | that card | those cards) destination )
 *            (", then shuffle" | ". then shuffle" | ". shuffle") )
 * </pre>
 * A plain search (one kind, names free, to hand / battlefield / graveyard) is left to {@link SearchGrammar}.
 */
final class SearchAmongGrammar {

    private SearchAmongGrammar() {
    }

    /** The search after its count, or null (cursor to be reset by the caller's attempt) when it is a plain one. */
    static EffectNode rest(Cursor c, int count) {
        boolean many = count > 1;
        List<Noun> kinds = new ArrayList<>();
        kinds.add(kind(c, many));
        while (true) {
            int before = c.mark();
            if (c.acceptAny("or", "and / or") == null) break;
            if (!many) c.acceptAny("a", "an");
            if (c.at("with") || c.at(",")) {
                c.reset(before);
                break;
            }
            kinds.add(kind(c, many));
        }
        boolean different = c.accept("with different names"); // 201.2
        if (different && !many) throw c.fail("more than one card for different names");
        boolean reveal = c.acceptAny(", reveal it", ", reveal them", ", reveal that card", ", reveal those cards") != null;
        String to;
        boolean tapped = false;
        if (c.acceptAny(", then shuffle and put those cards on top in any order", ", then shuffle and put them on top in any order") != null) {
            if (!many) throw c.fail("cards to put on top in any order");
            return new EffectNode.SearchAmong(kinds, count, "top", false, reveal, different); // 701.20, 401.4
        }
        if (c.acceptAny(", and", ",", "and") == null) throw c.fail("\",\"");
        if (c.acceptAny("exile them", "exile it", "exile those cards", "exile that card") != null) {
            to = "exile";
        } else if (c.accept("put one onto the battlefield")) {
            if (!many) throw c.fail("two cards to split");
            tapped = c.accept("tapped");
            if (c.acceptAny("and the other into your hand", "and the rest into your hand") == null) throw c.fail("\"and the other into your hand\"");
            to = "one-battlefield-rest-hand";
        } else {
            if (c.acceptAny("put it", "put them", "put that card", "put those cards") == null) throw c.fail("\"put it\"");
            if (c.accept("into your hand")) to = "hand";
            else if (c.accept("into your graveyard")) to = "graveyard";
            else if (c.accept("onto the battlefield")) {
                to = "battlefield";
                tapped = c.accept("tapped");
            } else throw c.fail("where the cards go");
        }
        // 701.20: "... and the other into your hand. Shuffle, then scry 1." (the next sentence begins with the shuffle)
        if (c.acceptAny(", then shuffle", ". then shuffle", ". shuffle") == null) throw c.fail("\"then shuffle\"");
        boolean plain = kinds.size() == 1 && !different && (to.equals("hand") || to.equals("battlefield") || to.equals("graveyard"));
        return plain ? null : new EffectNode.SearchAmong(kinds, count, to, tapped, reveal, different);
    }

    /** One kind of card: "basic land card(s)", "Gate card(s)", singular or plural with the count. */
    private static Noun kind(Cursor c, boolean plural) {
        Noun n = NounGrammar.noun(c);
        if (!n.hasHead("card") || n.zone() != null) throw c.fail("a kind of card");
        if (n.plural() != plural) throw c.fail(plural ? "plural cards" : "one card");
        return n;
    }
}
