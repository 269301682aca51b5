package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * Searching your library (701.23), after "search your library for":
 * <pre>
 * search := ("up to" N | "a" | N | "any number of") noun [", reveal it/them"] ("," | "and") "put" it/them destination ", then shuffle"
 *         | "up to X" noun [", where X is" amount] "," "put them" destination ", then shuffle"   (107.3)
 * </pre>
 */
final class SearchGrammar {

    /** The count of "any number of [cards]" (the engine's {@code SearchLibrary.ANY_NUMBER}). */
    static final int ANY_NUMBER = Integer.MAX_VALUE;

    private SearchGrammar() {
    }

    /**
     * "search your library for [up to N | a] noun card(s)[, reveal it/them], put it/them into your
     * hand / onto the battlefield [tapped][, then shuffle]" (701.23); the shuffle is part of it.
     */
    static EffectNode search(Cursor c) {
        int count = 1;
        if (c.accept("any number of")) { // 701.23: as many of the matching cards as the player chooses
            EffectNode among = c.attempt(x -> SearchAmongGrammar.rest(x, ANY_NUMBER)); // 701.23: several kinds, exile, on top
            if (among != null) return among;
            Noun noun = NounGrammar.noun(c);
            if (!noun.plural()) throw c.fail("plural cards");
            return searchRest(c, noun, ANY_NUMBER);
        }
        if (c.accept("up to")) {
            AmountNode n = EffectGrammar.amount(c);
            if (n instanceof AmountNode.X) return searchUpToX(c);
            if (n instanceof AmountNode.ThatMuch) return searchUpTo(c, n); // "up to that many": counted by what came before
            if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
            count = f.value();
        } else {
            AmountNode n = EffectGrammar.amount(c);
            if (!(n instanceof AmountNode.Fixed f)) throw c.fail("a number");
            count = f.value();
        }
        final int found = count;
        EffectNode among = c.attempt(x -> SearchAmongGrammar.rest(x, found)); // 701.23: several kinds, different names, exile
        if (among != null) return among;
        Noun first = NounGrammar.noun(c);
        if (count == 1 && !first.plural()) {
            EffectNode each = searchEach(c, first); // 701.23: "an Island card, a Swamp card, and a Mountain card"
            if (each != null) return each;
        }
        return searchRest(c, first, count);
    }

    /**
     * "for a Zombie card and a Swamp card, reveal them, put them into your hand, then shuffle" / "for an Island card, a
     * Swamp card, and a Mountain card. Reveal those cards, put them into your hand, then shuffle" (701.23): one card of each
     * kind; null (cursor unchanged) when no second kind follows.
     */
    private static EffectNode searchEach(Cursor c, Noun first) {
        int m = c.mark();
        java.util.List<Noun> kinds = new java.util.ArrayList<>(java.util.List.of(first));
        boolean eachType = first.subtypeModifiers().isEmpty() && first.hasHead("card") && c.accept("of each basic land type");
        if (eachType) {
            kinds.clear(); // 205.3i: "a land card of each basic land type": a Plains, an Island, a Swamp, a Mountain, a Forest
            for (String type : java.util.List.of("Plains", "Island", "Swamp", "Mountain", "Forest")) {
                kinds.add(new Noun(first.adjectives(), first.heads(), java.util.List.of(type), null, first.with(), false, null));
            }
        }
        while (!eachType) {
            int before = c.mark();
            if (c.acceptAny(", and", "and / or", "and/or", "and", ",") == null) break;
            if (c.acceptAny("a", "an") == null) {
                c.reset(before);
                break;
            }
            Noun next = NounGrammar.noun(c);
            if (!next.hasHead("card") || next.plural()) throw c.fail("one card of another kind");
            kinds.add(next);
        }
        if (kinds.size() < 2) {
            c.reset(m);
            return null;
        }
        boolean reveal = c.acceptAny(", reveal them", ". reveal those cards", ", reveal those cards") != null;
        if (!c.accept(",") && !c.accept("and")) throw c.fail("\",\"");
        if (!c.accept("put them") && !c.accept("put those cards")) throw c.fail("\"put them\"");
        Destination to = destination(c, false);
        if (to == null) throw c.fail("where the cards go");
        if (!c.accept(", then shuffle") && !c.accept(". then shuffle")) throw c.fail("\"then shuffle\"");
        return new EffectNode.SearchEach(kinds, to.where(), to.tapped(), reveal);
    }

    /** The search after its count: the noun's reveal and destination (701.23). */
    private static EffectNode searchRest(Cursor c, Noun noun, int count) {
        if (!noun.hasHead("card")) throw c.fail("\"card\"");
        if (c.accept("with mana value equal to")) { // 202.3, 608.2h: "1 plus the sacrificed creature's mana value"
            AmountNode value = AmountDefinitionGrammar.definition(c);
            EffectNode rest = searchRest(c, noun, count);
            if (!(rest instanceof EffectNode.Search s)) throw c.fail("a search");
            return new EffectNode.SearchManaValueEqual(s, value);
        }
        if (c.accept("with mana value less than or equal to")) { // 202.3, 608.2h: "... the number of lands you control"
            AmountNode value = AmountDefinitionGrammar.definition(c);
            EffectNode rest = searchRest(c, noun, count);
            if (!(rest instanceof EffectNode.Search s)) throw c.fail("a search");
            return new EffectNode.SearchManaValueAtMost(s, value);
        }
        boolean reveal = c.accept(", reveal it") || c.accept(", reveal them") || c.accept(", reveal that card")
                || c.accept(", reveal those cards");
        if (!reveal && (c.accept("and reveal it . shuffle and put that card on top") // 701.19, 701.20: in two sentences
                || c.accept("and reveal that card . shuffle and put that card on top"))) {
            if (count != 1) throw c.fail("one card to put on top");
            return new EffectNode.Search(noun, count, "top", false, true);
        }
        if (c.accept(", then shuffle and put that card on top") || c.accept(", then shuffle and put the card on top")) {
            if (count != 1) throw c.fail("one card to put on top");
            return new EffectNode.Search(noun, count, "top", false, reveal); // 701.20: shuffled, then on top
        }
        // 701.23: "... basic land cards. Put those cards onto the battlefield tapped, then shuffle." (two sentences)
        if (!c.accept(",") && !c.accept("and") && !(c.at(". put those cards") && c.accept("."))) throw c.fail("\",\"");
        c.accept("and");
        if (!c.accept("put it") && !c.accept("put them") && !c.accept("put that card") && !c.accept("put those cards")) {
            throw c.fail("\"put it\"");
        }
        Destination to = destination(c, true);
        if (to == null) throw c.fail("where the card goes");
        if (!c.accept(", then shuffle") && !c.accept(". then shuffle") && !c.accept(", then shuffle your library")
                && !c.accept(". then shuffle your library")) {
            throw c.fail("\"then shuffle\"");
        }
        return new EffectNode.Search(noun, count, to.where(), to.tapped(), reveal);
    }

    /** Where the found cards go (701.23): "hand", "battlefield" (tapped or not) or, when allowed, "graveyard". */
    private record Destination(String where, boolean tapped) {
    }

    /** "into your hand" | "onto the battlefield" ["tapped"] | "into your graveyard" (when {@code graveyard}); null for neither. */
    private static Destination destination(Cursor c, boolean graveyard) {
        if (c.accept("into your hand")) return new Destination("hand", false);
        if (c.accept("onto the battlefield")) return new Destination("battlefield", c.accept("tapped"));
        if (graveyard && c.accept("into your graveyard")) return new Destination("graveyard", false);
        return null;
    }

    /**
     * "search your library for up to X noun cards[, where X is amount], put them ... , then shuffle" (701.23, 107.3): the
     * rest read as a search for two or more, its count then replaced by X.
     */
    private static EffectNode searchUpToX(Cursor c) {
        return searchUpTo(c, new AmountNode.X());
    }

    /** As {@link #searchUpToX}, the count {@code count} ("that many": what the sentence before counted, 608.2c). */
    private static EffectNode searchUpTo(Cursor c, AmountNode count) {
        Noun noun = NounGrammar.noun(c);
        if (!noun.plural()) throw c.fail("plural cards");
        AmountNode definition = null;
        if (c.accept(", where x is")) {
            definition = AmountDefinitionGrammar.definition(c);
            if (!c.at(",") && !c.at(". put those cards")) throw c.fail("\",\"");
        }
        EffectNode rest = searchRest(c, noun, 2);
        if (!(rest instanceof EffectNode.Search s) || !s.destination().equals("hand") && !s.destination().equals("battlefield")) {
            throw c.fail("where the cards go");
        }
        if (definition != null && !(count instanceof AmountNode.X)) throw c.fail("\"where X is\" with no X");
        EffectNode upTo = new EffectNode.SearchUpTo(s, count);
        return definition == null ? upTo : new EffectNode.WhereX(upTo, definition);
    }

}
