package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.ArrayList;
import java.util.List;

/**
 * Choices among another player's hand cards (701.16a, 701.8a, 401.4, 701.20a), read as whole sentences:
 * <pre>
 * sentences := whole | some
 * whole     := ( player "reveals their hand" ("." | "and" | ", then") "you choose"
 *              | ["you"] "look at" whose "hand and choose" )
 *              "a" noun "card from it" [with-clauses] "." outcome
 * outcome   := ("that" | "the") "player discards that card"              (701.8a)
 *            | "exile that card"                                         (406.2)
 *            | "exile that card until ~ leaves the battlefield"          (610.3)
 *            | "put that card on top of" ("that player's" | "their") "library"   (401.4; a plain "card" only)
 *            | "that player shuffles that card into their library"      (701.20a)
 *            | "search that player's graveyard, hand, and library for" ... "the same name as that card" ...   (701.19)
 * some      := player "reveals" ("X cards from their hand" [", where X is" amount]
 *                               | "a number of cards from their hand equal to" amount)
 *              ("." | "and") "you choose one of" ("them" | "those cards") "." ("that" | "the") "player discards that card"
 * </pre>
 * The player is a target or a player named before ("that player"), never "you". Each method leaves the cursor where it
 * was and returns null when its sentences do not come next.
 */
final class HandChoiceGrammar {
    private HandChoiceGrammar() {
    }

    /** The sentences at the cursor, or null (cursor unchanged). */
    static EffectNode sentences(Cursor c) {
        int m = c.mark();
        try {
            EffectNode e = whole(c);
            if (e == null) {
                c.reset(m);
                e = some(c);
            }
            if (e == null) c.reset(m);
            return e;
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    private static EffectNode whole(Cursor c) {
        PlayerRef who;
        boolean reveal;
        if (c.accept("look at") || c.accept("you look at")) {
            who = ZoneVerbGrammar.possessive(c);
            if (who == null || who instanceof PlayerRef.You || !c.accept("hand and choose")) return null;
            reveal = false;
        } else {
            who = ReferenceGrammar.player(c);
            if (!named(who) || !c.accept("reveals their hand") || c.acceptAny(".", "and", ", then") == null
                    || !c.accept("you choose")) {
                return null;
            }
            reveal = true;
        }
        if (c.acceptAny("a", "an") == null) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.heads().size() != 1 || noun.zone() != null || noun.plural()
                || noun.controller() != null || !c.accept("from it")) {
            return null;
        }
        List<Noun.With> with = new ArrayList<>(noun.with());
        boolean extra = false;
        for (Noun.With w = NounQualityGrammar.with(c); w != null; w = NounQualityGrammar.with(c)) { // "with mana value 3 or less"
            with.add(w);
            extra = true;
        }
        Noun card = new Noun(noun.adjectives(), noun.heads(), noun.subtypeModifiers(), null, with, false, null);
        if (!c.accept(".")) return null;
        if (c.accept("that player discards that card") || c.accept("the player discards that card")) { // 701.8a
            return new EffectNode.DiscardChosen(who, card, reveal, new AmountNode.Fixed(1));
        }
        if (c.accept("exile that card until ~ leaves the battlefield")) { // 610.3
            return new EffectNode.ExileChosenFromHandUntilLeaves(who, card);
        }
        if (c.accept("exile that card")) return new EffectNode.ExileChosenFromHand(who, card); // 406.2
        if (c.accept("that player shuffles that card into their library")) { // 701.20a
            return new EffectNode.ShuffleChosenFromHand(who, card, reveal);
        }
        if (c.at("search")) { // 701.19: "Search that player's graveyard, hand, and library for ... that card"
            EffectNode search = NameSearchGrammar.named(c);
            return search == null ? null : new EffectNode.ChooseFromHandThen(who, card, reveal, search);
        }
        if (!reveal && !extra && card.adjectives().isEmpty() && card.with().isEmpty()
                && c.accept("put that card on top of") && c.acceptAny("that player's library", "their library") != null) {
            return new EffectNode.HandCardsOnTop(who, 1); // 401.4
        }
        return null;
    }

    private static EffectNode some(Cursor c) {
        PlayerRef who = ReferenceGrammar.player(c);
        if (!named(who) || !c.accept("reveals")) return null;
        AmountNode n;
        AmountNode defined = null;
        if (c.accept("a number of cards from their hand equal to")) {
            n = AmountDefinitionGrammar.definition(c);
        } else {
            n = ReferenceGrammar.count(c); // "two cards", "X cards"
            if (n == null || !c.accept("cards from their hand")) return null;
            if (n instanceof AmountNode.X && c.accept(", where x is")) defined = AmountDefinitionGrammar.definition(c); // 107.3
        }
        if (c.acceptAny(".", "and") == null || !c.accept("you choose one of") || c.acceptAny("them", "those cards") == null
                || !c.accept(".") || c.acceptAny("that player discards that card", "the player discards that card") == null) {
            return null;
        }
        EffectNode e = new EffectNode.RevealFromHandDiscardChosen(who, n);
        return defined == null ? e : new EffectNode.WhereX(e, defined);
    }

    /** A target player or a player named before; not "you", not a group. */
    private static boolean named(PlayerRef who) {
        return who instanceof PlayerRef.Targeted t && t.max() <= 1 || who instanceof PlayerRef.That;
    }
}
