package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/**
 * Cost parts that tap, return or exile chosen objects, or put counters on the source (118):
 * "Tap an untapped creature you control", "Return a land you control to its owner's hand",
 * "Exile two cards from your graveyard", "Put a -1/-1 counter on ~", "Remove a counter from a creature you control". The cursor is after nothing
 * yet; null when the text is none of these.
 */
final class MoreGrammarCosts {

    private MoreGrammarCosts() {
    }

    static CostPart part(Cursor c, String text) {
        if (c.accept("exert ~")) return new CostPart.ExertSelf(); // 701.39a
        if (c.accept("tap")) return tap(c, text);
        if (c.accept("return")) return returnToHand(c, text);
        if (c.accept("exile")) return exile(c, text);
        if (c.accept("put")) return putOnSelf(c, text);
        if (c.accept("remove")) return removeFromAmong(c, text);
        if (c.accept("reveal")) return reveal(c, text); // 701.16a
        if (c.accept("mill")) { // 701.13a: "Mill a card"
            int n = fixed(c);
            return n >= 1 && c.accept(n == 1 ? "card" : "cards") ? new CostPart.LibraryTop(n, false) : null;
        }
        return null;
    }

    /** 122.8: "Remove N [KIND] counter(s) from [among] (a NOUN you control | NOUNs you control)". */
    private static CostPart removeFromAmong(Cursor c, String text) {
        int n = fixed(c);
        if (n < 1) return null;
        String kind = c.at("counter") || c.at("counters") ? null : dev.arbiter.cards.grammar.CounterGrammar.kindWord(c);
        if (kind != null) kind = CounterKinds.check(kind);
        if (!c.accept(n == 1 ? "counter from" : "counters from")) return null;
        boolean among = c.accept("among");
        if (!among && c.acceptAny("a", "an") == null) return null;
        Noun noun = NounGrammar.noun(c);
        if (noun.plural() != among || !"you control".equals(noun.controller())) return null;
        ObjectFilter f = permanents(noun);
        return f == null ? null : new CostPart.RemoveCountersFromAmong(f, kind, n, among, text);
    }

    /** 701.26a: "Tap [another] / N untapped NOUN you control". */
    private static CostPart tap(Cursor c, String text) {
        if (c.accept("any number of")) return TotalPowerCosts.tap(c, text); // 702.122a
        boolean another = c.accept("another");
        int n = another ? 1 : c.accept("x") ? CostPart.X : fixed(c); // 107.3: "Tap X untapped artifacts you control"
        if (n < 1 && n != CostPart.X) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.adjectives().contains("untapped") || !"you control".equals(noun.controller())) return null;
        ObjectFilter f = permanents(noun);
        if (f == null) return null;
        return new CostPart.TapPermanents(another ? f.otherThanSource() : f, n, text);
    }

    /** "Return N NOUN you control to its owner's hand" (a permanent the payer controls goes to its owner's hand). */
    private static CostPart returnToHand(Cursor c, String text) {
        int n = fixed(c);
        if (n < 1) return null;
        Noun noun = NounGrammar.noun(c);
        if (!"you control".equals(noun.controller())) return null;
        ObjectFilter f = permanents(noun);
        if (f == null) return null;
        if (c.acceptAny("to its owner's hand", "to their owner's hand", "to their owners' hands", "to their owner's hands")
                == null) {
            return null;
        }
        return new CostPart.ReturnPermanents(f, n, text);
    }

    /** "Exile N [other] [NOUN] card(s) from your graveyard", "Exile the top [N] card(s) of your library" (406). */
    private static CostPart exile(Cursor c, String text) {
        if (c.accept("the top")) {
            int n = c.accept("card") ? 1 : fixed(c);
            if (n < 1 || n > 1 && !c.accept("cards")) return null;
            return c.accept("of your library") ? new CostPart.LibraryTop(n, true) : null;
        }
        if (c.accept("another")) return graveyardCards(c, text, 1); // "Exile another creature card from your graveyard"
        int n = fixed(c);
        if (n < 1) return null;
        int p = c.mark();
        Noun permanent;
        try {
            permanent = NounGrammar.noun(c); // "Exile a creature you control" (406)
        } catch (dev.arbiter.cards.grammar.ParseFailure f) {
            permanent = null;
        }
        if (permanent != null && "you control".equals(permanent.controller()) && !permanent.hasHead("card")
                && permanent.zone() == null && c.atEnd()) {
            ObjectFilter f = permanents(permanent);
            return f == null ? null : new CostPart.ExilePermanents(f, n, text);
        }
        c.reset(p);
        c.accept("other"); // "N other cards": the source is never among the cards it exiles (CostObjects.graveyard)
        return graveyardCards(c, text, n);
    }

    /** "[N] [other] NOUN card(s) from your graveyard" after the count (406; the source is never among them). */
    private static CostPart graveyardCards(Cursor c, String text, int n) {
        Noun noun = NounGrammar.noun(c);
        boolean anyYard = "a graveyard".equals(noun.zone()); // 406: "Exile a Fungus card from a graveyard", any player's
        if (!noun.hasHead("card") || !anyYard && !"your graveyard".equals(noun.zone()) || noun.controller() != null) return null;
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.CARD) return null;
        ObjectFilter f = l.filter();
        boolean any = f.anyOfTypes() == 0 && f.excludedTypes() == 0 && f.subtype() == null && f.colorMask() == 0
                && f.more().none() && f.withKeywords() == 0;
        if (anyYard) return new CostPart.ExileFromAnyGraveyard(any ? null : f, n, text);
        return new CostPart.ExileFromGraveyard(any ? null : f, n, text);
    }

    /**
     * 701.16a: "Reveal N [NOUN] card(s) from your hand" (they stay in the hand); "Reveal X red cards from your hand", X
     * announced as an activated ability is activated (107.3, CountCostX).
     */
    private static CostPart reveal(Cursor c, String text) {
        AmountNode a = ReferenceGrammar.count(c);
        int n = a instanceof AmountNode.X ? CostPart.X : a instanceof AmountNode.Fixed f ? f.value() : -1;
        if (n < 1 && n != CostPart.X) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || !"your hand".equals(noun.zone()) || noun.controller() != null) return null;
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.CARD) return null;
        ObjectFilter f = l.filter().controlledBy(Relation.ANY);
        return new CostPart.RevealFromHand(f.equals(ObjectFilter.any()) ? null : f, n, text);
    }

    /** "Put N KIND counter(s) on ~" (122.1). */
    private static CostPart putOnSelf(Cursor c, String text) {
        int n = fixed(c);
        if (n < 1) return null;
        Token kind = c.next();
        if (kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) return null;
        String k = kind.kind() == Token.Kind.PT ? kind.text() : kind.lower();
        if (!c.accept(n == 1 ? "counter on ~" : "counters on ~")) return null;
        return new CostPart.PutCountersOnSelf(CounterKinds.check(k), n, text);
    }

    static ObjectFilter permanents(Noun noun) {
        NounLowering.Lowered l = NounLowering.lower(noun);
        if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.YOU) return null;
        return l.filter();
    }

    private static int fixed(Cursor c) {
        AmountNode a = ReferenceGrammar.count(c);
        return a instanceof AmountNode.Fixed f ? f.value() : -1;
    }
}
