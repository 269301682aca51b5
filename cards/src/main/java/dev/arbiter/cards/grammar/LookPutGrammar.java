package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * After "look at / reveal the top N cards of your library.": a put that is not optional, of cards of a kind, then the rest
 * (401.4, 701.16a):
 * <pre>
 * put  := "put" ("a" | "an" | "up to" K | "all") noun "from among them" ("onto the battlefield" ["tapped"] | "into your hand")
 *         ("and the rest" ["of the revealed cards"] | ". put the rest" ["of the cards revealed this way" | "of those cards"])
 *         rest
 * rest := "into your graveyard" | "on the bottom of your library in a random order" | "on the bottom of your library in any order"
 * </pre>
 * "a [noun]": one such card if there is one; "up to K": any number up to K; "all": every such card.
 * Returns null with the cursor unchanged when the phrase does not come next.
 */
final class LookPutGrammar {

    private LookPutGrammar() {
    }

    static EffectNode put(Cursor c, AmountNode looked) {
        return c.at("put") ? c.attempt(k -> put0(k, looked)) : null;
    }

    private static EffectNode put0(Cursor c, AmountNode looked) {
        c.expect("put");
        int max;
        boolean mandatory;
        if (c.accept("up to")) {
            AmountNode k = ReferenceGrammar.count(c);
            if (!(k instanceof AmountNode.Fixed f) || f.value() < 1) return null;
            max = f.value();
            mandatory = false;
        } else if (c.accept("all")) {
            max = Integer.MAX_VALUE;
            mandatory = true;
        } else if (c.acceptAny("a", "an") != null) {
            max = 1;
            mandatory = true;
        } else {
            return null;
        }
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.zone() != null || noun.controller() != null || !c.accept("from among them")) return null;
        boolean battlefield = false;
        boolean tapped = false;
        if (c.accept("onto the battlefield")) { // 110.4a: only permanent cards go there (the engine skips the others)
            battlefield = true;
            tapped = c.accept("tapped"); // 110.5b
        } else if (!c.accept("into your hand")) {
            return null;
        }
        if (c.accept("and the rest")) {
            c.accept("of the revealed cards");
        } else if (c.accept(". put the rest")) {
            c.acceptAny("of the cards revealed this way", "of those cards", "of the revealed cards");
        } else {
            return null;
        }
        boolean graveyard = false;
        boolean random = false;
        if (c.accept("into your graveyard")) {
            graveyard = true;
        } else if (c.accept("on the bottom of your library in a random order")) {
            random = true; // 401.4: the order is not the player's
        } else if (!c.accept("on the bottom of your library in any order")) {
            return null;
        }
        return new EffectNode.LookAndTake(looked, noun, max, graveyard, mandatory, random, battlefield, tapped);
    }
}
