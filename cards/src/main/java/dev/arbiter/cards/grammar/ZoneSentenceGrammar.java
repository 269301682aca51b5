package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Sentences on libraries and hands that only make sense together:
 * <pre>
 * sentences := ("look at"|"reveal") "the top" N "cards of your library."
 *              ( "put any number of them into your graveyard and the rest back on top of your library in any order"
 *              | "you may" ("reveal" | "put") [up to N | any number of] noun "from among them" ["and put it/them"]
 *                ("into your hand" | "onto the battlefield" ["tapped"]) "."
 *                ["then"] ("put the rest" ["of the cards revealed this way" | "of those cards" | "of the cards"]
 *                         | "put all cards revealed this way that weren't put onto the battlefield")
 *                ("on the bottom of your library in any order" | "... in a random order" | "into your graveyard") )
 *            | player "reveals their hand. you choose" noun "from it. that player discards that card"
 *            | "look at" whose "hand and choose" noun "from it. that player discards that card"
 *            | "look at the top card of" whose "library. you may put that card" ("into" whose "graveyard"
 *                                                                   | "on the bottom of" whose "library")
 * </pre>
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class ZoneSentenceGrammar {

    private ZoneSentenceGrammar() {
    }

    /** Sentences that belong together (see the class comment), or null (cursor unchanged). */
    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        try {
            EffectNode e = lookAtTopCardMayMove(c);
            if (e == null) {
                c.reset(m);
                e = lookAndTake(c);
            }
            if (e == null) {
                c.reset(m);
                e = discardChosen(c);
            }
            if (e == null) {
                c.reset(m);
                e = HandChoiceGrammar.sentences(c); // 701.16a, 701.8a: choices among another player's hand cards
            }
            if (e == null) c.reset(m);
            return e;
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    /** "look at the top card of X's library. you may put that card into their graveyard / on the bottom of their library". */
    private static EffectNode lookAtTopCardMayMove(Cursor c) {
        if (!c.accept("look at the top card of")) return null;
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose == null || !c.accept("library . you may put that card")) return null;
        boolean you = whose instanceof PlayerRef.You;
        if (c.acceptAny("into your graveyard", "into their graveyard", "into that player's graveyard") != null) {
            return new EffectNode.LookAtTopMayMove(whose, false);
        }
        if (c.acceptAny("on the bottom of your library", "on the bottom of their library",
                "on the bottom of that player's library") != null) {
            return you ? null : new EffectNode.LookAtTopMayMove(whose, true); // "you may put it on the bottom" is scry 1
        }
        return null;
    }

    private static EffectNode lookAndTake(Cursor c) {
        if (c.acceptAny("look at the top", "reveal the top") == null) return null;
        AmountNode n = EffectGrammar.amount(c);
        if (n instanceof AmountNode.X && c.accept("cards of your library , where x is")) { // 107.3: X defined in words
            AmountNode definition = AmountDefinitionGrammar.definition(c);
            if (!c.accept(".")) return null;
            EffectNode taken = LookAtTopGrammar.putSomeIntoHand(c, n);
            return taken == null ? null : new EffectNode.WhereX(taken, definition);
        }
        if (!c.accept("cards of your library .") && !c.accept("cards of your library , then")) return null;
        EffectNode revealPut = RevealPutGrammar.rest(c, n); // 701.16a, 701.20a: "Put a ... onto the battlefield ... Then shuffle."
        if (revealPut != null) return revealPut;
        int m = c.mark();
        if (c.accept("put any number of them into your graveyard and the rest back on top of your library in any order")) {
            return new EffectNode.Scry(new PlayerRef.You(), n, true); // 701.25a: these are the steps of surveil N
        }
        c.reset(m);
        int max = 1;
        EffectNode some = LookAtTopGrammar.putSomeIntoHand(c, n); // 401.4: "put two of them into your hand and the rest ..."
        if (some != null) return some;
        EffectNode kind = LookPutGrammar.put(c, n); // 401.4: "put a land card from among them onto the battlefield and the rest ..."
        if (kind != null) return kind;
        EffectNode each = LookTakeEachGrammar.put(c, n); // 401.4: "a creature card and/or a land card from among them"
        if (each != null) return each;
        boolean reveal;
        if (c.accept("you may reveal")) reveal = true;
        else if (c.accept("you may put")) reveal = false;
        else return null;
        boolean plural = false;
        if (c.accept("up to")) {
            AmountNode k = EffectGrammar.amount(c);
            if (!(k instanceof AmountNode.Fixed f)) return null;
            max = f.value();
            plural = true;
        } else if (c.accept("any number of")) {
            max = Integer.MAX_VALUE; // as many of the matching cards as the player chooses
            plural = true;
        } else {
            AmountNode k = ReferenceGrammar.count(c);
            if (!(k instanceof AmountNode.Fixed f) || f.value() != 1) return null;
        }
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.zone() != null) return null;
        if (!c.accept("from among them")) return null;
        if (reveal && (plural ? c.acceptAny("and put them", "and put the revealed cards", "and put those cards")
                : c.acceptAny("and put it", "and put that card", "and put the revealed card")) == null) return null; // 701.16a
        boolean battlefield = false;
        boolean tapped = false;
        if (!reveal && c.accept("onto the battlefield")) { // 110.4a: only permanent cards can be put there
            battlefield = true;
            tapped = c.accept("tapped");
        } else if (!c.accept("into your hand")) {
            return null;
        }
        if (!c.accept(".")) return null;
        c.accept("then");
        // 401.4: "put all cards revealed this way that weren't put onto the battlefield" is the rest
        if (!(battlefield && c.accept("put all cards revealed this way that weren't put onto the battlefield"))) {
            if (!c.accept("put the rest")) return null;
            c.acceptAny("of the cards revealed this way", "of those cards", "of the cards");
        }
        boolean graveyard = false;
        boolean random = false;
        if (c.accept("on the bottom of your library in a random order")) {
            random = true; // 401.4: the order is not the player's
        } else if (c.accept("into your graveyard")) {
            graveyard = true;
        } else if (!c.accept("on the bottom of your library in any order")) {
            return null;
        }
        return new EffectNode.LookAndTake(n, noun, max, graveyard, false, random, battlefield, tapped);
    }

    private static EffectNode discardChosen(Cursor c) {
        PlayerRef who;
        int m = c.mark();
        boolean reveal = false;
        if (c.accept("look at") || c.accept("you look at")) {
            who = ZoneVerbGrammar.possessive(c);
            if (who == null || who instanceof PlayerRef.You || !c.accept("hand and choose")) return null;
            EffectNode onTop = LookAtTopGrammar.handCardsOnTop(c, who); // 401.4
            if (onTop != null) return onTop;
        } else {
            c.reset(m);
            try {
                who = ReferenceGrammar.player(c);
            } catch (ParseFailure f) {
                return null;
            }
            if (!(who instanceof PlayerRef.Targeted) || !c.accept("reveals their hand . you choose")
                    && !c.accept("reveals their hand and you choose")) {
                return null;
            }
            reveal = true;
        }
        AmountNode k = ReferenceGrammar.count(c);
        boolean one = k instanceof AmountNode.Fixed f && f.value() == 1;
        if (!one && !(k instanceof AmountNode.X) && !(k instanceof AmountNode.Fixed)) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.zone() != null || noun.plural() == one) return null;
        if (one && (c.accept("from it . exile that card") || c.accept("from it and exile that card"))) {
            if (c.accept("until ~ leaves the battlefield")) return new EffectNode.ExileChosenFromHandUntilLeaves(who, noun); // 610.3
            return new EffectNode.ExileChosenFromHand(who, noun);
        }
        // 701.8a: "choose X cards from it. That player discards those cards." ("The player": the one whose hand it is)
        if (!c.accept("from it")) return null;
        noun = HandChoiceWith.after(c, noun); // "You choose a nonland card from it with mana value 3 or less." (202.3)
        if (c.acceptAny(one ? ". that player discards that card" : ". that player discards those cards",
                one ? ". the player discards that card" : ". the player discards those cards") == null) return null;
        return new EffectNode.DiscardChosen(who, noun, reveal, k);
    }
}
