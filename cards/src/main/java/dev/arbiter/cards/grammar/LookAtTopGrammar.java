package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;

import java.util.List;

/**
 * The second half of "look at the top N cards of your library" that takes a fixed number of them (401.4):
 * <pre>
 * take := "put" (COUNT ("of them" | "of those cards") | "a" noun "from among them") "into your hand and"
 *         ("the rest" | "the other") ("on the bottom of your library in any order" | "... in a random order"
 *         | "into your graveyard")
 *       | "put one of" ("them" | "those cards") "into your hand, one on top of your library, and one on the
 *         bottom of your library"                                  (three cards looked at)
 * </pre>
 * "the other" only where exactly one card is left (two looked at, one taken).
 */
final class LookAtTopGrammar {

    private LookAtTopGrammar() {
    }

    /** The look-and-take node, or null with the cursor unchanged. */
    static EffectNode putSomeIntoHand(Cursor c, AmountNode looked) {
        if (looked instanceof AmountNode.Fixed f && f.value() == 3 && c.acceptAny(
                "put one of those cards into your hand , one on top of your library , and one on the bottom of your library",
                "put one of them into your hand , one on top of your library , and one on the bottom of your library") != null) {
            return new EffectNode.LookHandTopBottom(looked); // 401.4: three cards, three places
        }
        int m = c.mark();
        if (!c.accept("put")) return null;
        AmountNode k = ReferenceGrammar.count(c);
        Noun any = new Noun(List.of(), List.of("card"), List.of(), null, List.of(), false, null);
        Noun noun = any;
        if (!(k instanceof AmountNode.Fixed taken) || taken.value() < 1) {
            c.reset(m);
            return null;
        }
        if (c.acceptAny("of them", "of those cards") == null) {
            // "put a land card from among them into your hand": one of that kind if there is one (701.16)
            if (taken.value() != 1) {
                c.reset(m);
                return null;
            }
            try {
                noun = NounGrammar.noun(c);
            } catch (ParseFailure f) {
                c.reset(m);
                return null;
            }
            if (!noun.hasHead("card") || noun.zone() != null || !c.accept("from among them")) {
                c.reset(m);
                return null;
            }
        }
        if (!c.accept("into your hand and")) {
            c.reset(m);
            return null;
        }
        if (!c.accept("the rest")) {
            boolean oneLeft = looked instanceof AmountNode.Fixed f && f.value() == taken.value() + 1;
            if (!oneLeft || noun != any || !c.accept("the other")) {
                c.reset(m);
                return null;
            }
        }
        boolean toGraveyard;
        boolean random = false;
        if (c.accept("on the bottom of your library in any order")) {
            toGraveyard = false;
        } else if (c.accept("on the bottom of your library in a random order")) {
            toGraveyard = false;
            random = true; // 401.4: the order is not the player's
        } else if (c.accept("into your graveyard")) {
            toGraveyard = true;
        } else if (looked instanceof AmountNode.Fixed f && f.value() == taken.value() + 1
                && c.accept("on the bottom of your library")) {
            toGraveyard = false; // one card left: its order needs no words
        } else {
            c.reset(m);
            return null;
        }
        return new EffectNode.LookAndTake(looked, noun, taken.value(), toGraveyard, true, random);
    }

    /**
     * After "look at [player]'s hand and choose": COUNT "cards from it." "put them on top of that player's library
     * in any order" (401.4), or null with the cursor unchanged.
     */
    static EffectNode handCardsOnTop(Cursor c, dev.arbiter.cards.grammar.ast.PlayerRef who) {
        int m = c.mark();
        AmountNode k = ReferenceGrammar.count(c);
        if (k instanceof AmountNode.Fixed f && f.value() > 1 && c.accept("cards from it . put them on top of that player's library in any order")) {
            return new EffectNode.HandCardsOnTop(who, f.value());
        }
        c.reset(m);
        return null;
    }

    /**
     * After "put": COUNT "card(s) from your hand on top of your library" ["in any order"] (401.4: "Draw three cards, then
     * put two cards from your hand on top of your library in any order."), or null with the cursor unchanged.
     */
    static EffectNode ownHandCardsOnTop(Cursor c) {
        int m = c.mark();
        AmountNode k = ReferenceGrammar.count(c);
        if (k instanceof AmountNode.Fixed f && f.value() >= 1 && c.accept((f.value() == 1 ? "card" : "cards")
                + " from your hand on top of your library") && (f.value() == 1 || c.accept("in any order"))) {
            return new EffectNode.HandCardsOnTop(new dev.arbiter.cards.grammar.ast.PlayerRef.You(), f.value());
        }
        c.reset(m);
        return null;
    }
}
