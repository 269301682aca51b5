package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * Moves of cards between a player's zones, the top and bottom of libraries and exile:
 * <pre>
 * exile-top   := "exile the top" [count] ("card" | "cards") "of" whose "library"                  (406.3)
 * exile-zones := "exile all cards from" (whose zones | "all opponents' graveyards")               (406.2)
 * zones       := "hand" | "graveyard" | "library" | "hand and graveyard"
 * put-library := "put" object ("on top of" | "on the bottom of") "their library" ["in any order"] (401.4)
 *                (object: cards in a graveyard, "their" being each card's owner)
 * hand-on-top := "puts" count ("card" | "cards") "from their hand on top of their library" ["in any order"]  (401.4)
 * with-self   := "exile ~ and" target | "exile" target "and ~"                                   (406)
 *              | "return ~ and" target "to their owners' hands"                                  (400.7)
 * fronted     := "return to" ("your hand" | "their owners' hands" | ...) objects                  (400.7)
 * top-bottom  := "The owner of" object "puts it on the top or bottom of their library"          (401.4)
 *              | object's "owner puts it on the top or bottom of their library"
 * </pre>
 * Each method leaves the cursor where it was and returns null when its phrase does not come next.
 */
public final class ZoneMoveGrammar {

    private ZoneMoveGrammar() {
    }

    /** A verb phrase of this grammar for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        return c.attempt(k -> verb0(k, who, third));
    }

    private static EffectNode verb0(Cursor c, PlayerRef who, boolean third) {
        boolean you = who instanceof PlayerRef.You && !third;
        if (you && c.accept("exile the top")) return exileTop(c);
        if (you && c.accept("exile all cards from")) return exileZones(c);
        if (you && c.accept("put")) return putOnLibrary(c);
        if (you && c.at("return to")) return frontedReturn(c, who);
        if (you && (c.at("exile") || c.at("return"))) return withSelf(c);
        if (third && who instanceof PlayerRef.ControllerOf co && co.owner() && co.object() instanceof ObjectRef.Targeted t
                && t.max() == 1 && c.accept("puts it on the top or bottom of their library")) {
            return new EffectNode.OwnerPutsTopOrBottom(co.object()); // 401.4: "target creature's owner puts it ..."
        }
        if (third && c.accept("puts")) return handOnTop(c, who);
        return null;
    }

    /** "the top [N] card(s) of WHOSE library" after "exile" (406.3): the same as that player exiling them. */
    private static EffectNode exileTop(Cursor c) {
        AmountNode n = new AmountNode.Fixed(1);
        boolean one = c.at("card");
        if (!one) {
            n = ReferenceGrammar.count(c); // "the top two cards" (107.1)
            if (n == null || n instanceof AmountNode.Fixed f && f.value() < 2) return null;
        }
        if (!c.accept(one ? "card of" : "cards of")) return null;
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose == null || whose instanceof PlayerRef.That t && t.word().equals("they") || !c.accept("library")) return null;
        return new EffectNode.ExileTopOfLibrary(whose, n);
    }

    /** "all cards from" whose zones (406.2: each card put into exile, all at once). */
    private static EffectNode exileZones(Cursor c) {
        if (c.accept("all opponents' graveyards")) return new EffectNode.ExileGraveyard(new PlayerRef.EachOpponent());
        PlayerRef whose = ZoneVerbGrammar.possessive(c);
        if (whose == null || whose instanceof PlayerRef.That t && t.word().equals("they")) return null;
        if (c.accept("library")) return new EffectNode.ExileZonesOf(whose, false, false, true);
        if (c.accept("hand and graveyard")) return new EffectNode.ExileZonesOf(whose, true, true, false);
        if (c.accept("hand")) return new EffectNode.ExileZonesOf(whose, true, false, false);
        if (c.accept("graveyard")) return new EffectNode.ExileGraveyard(whose);
        return null;
    }

    /** "put" cards in a graveyard "on top of" / "on the bottom of their library" (401.4: "their" is each card's owner). */
    private static EffectNode putOnLibrary(Cursor c) {
        ObjectRef o = ReferenceGrammar.object(c);
        if (!(o instanceof ObjectRef.Targeted t) || t.noun().zone() == null || !t.noun().zone().endsWith("graveyard")
                || t.noun().zone().equals("your graveyard")) {
            return null;
        }
        boolean bottom;
        if (c.accept("on top of their library")) bottom = false;
        else if (c.accept("on the bottom of their library")) bottom = true;
        else return null;
        boolean several = t.max() != 1;
        // 401.4: several cards on top in any order: the controller puts them one at a time in the order it chose them
        if (several && !bottom && !c.accept("in any order")) return null;
        if (several && bottom) return null; // the order at the bottom is not said
        return new EffectNode.PutOnLibrary(o, bottom);
    }

    /**
     * "Exile ~ and target creature [...]", "Return ~ and another target creature to their owners' hands", "exile target
     * creature and ~" (406, 400.7): the source and one target, each moved, the target first named first.
     */
    private static EffectNode withSelf(Cursor c) {
        boolean exile = c.acceptAny("exile", "return").equals("exile");
        boolean selfFirst = c.accept("~ and");
        ObjectRef o = ReferenceGrammar.object(c);
        if (!(o instanceof ObjectRef.Targeted t) || t.max() != 1 || t.noun().zone() != null) return null;
        if (!selfFirst && !c.accept("and ~")) return null;
        if (!exile && c.acceptAny("to their owners' hands", "to their owner's hand") == null) return null;
        if (!c.atEnd() && !c.at(".")) return null;
        EffectNode self = exile ? new EffectNode.Exile(new ObjectRef.Self()) : new EffectNode.ReturnToHand(new ObjectRef.Self());
        EffectNode other = exile ? new EffectNode.Exile(o) : new EffectNode.ReturnToHand(o);
        return new EffectNode.Sequence(selfFirst ? List.of(self, other) : List.of(other, self));
    }

    /** Where "return to ..." may send the objects named after it. */
    private static final String[] DESTINATIONS = {"your hand", "their owners' hands", "their owner's hand", "its owner's hand"};

    /**
     * "Return to your hand all creature cards in your graveyard that were put there from the battlefield this turn": the
     * destination said before the objects, read as "return [objects] to your hand" (the same instruction, words
     * reordered). The objects run to the end of the sentence; a comma among them is not read.
     */
    private static EffectNode frontedReturn(Cursor c, PlayerRef who) {
        int start = c.mark();
        c.accept("return");
        int to = c.mark();
        if (!c.accept("to") || c.acceptAny(DESTINATIONS) == null) return null;
        int objects = c.mark();
        while (!c.atEnd() && !c.at(".") && !c.at(",")) c.next();
        if (c.at(",") || c.mark() == objects) return null;
        java.util.List<Token> words = new java.util.ArrayList<>(c.tokens(start, to)); // "return"
        words.addAll(c.tokens(objects, c.mark()));
        words.addAll(c.tokens(to, objects)); // "to your hand"
        Cursor reordered = new Cursor(words);
        EffectNode read = reordered.attempt(k -> {
            EffectNode n = ClauseGrammar.verbPhrase(k, who, false);
            return k.atEnd() ? n : null;
        });
        return read;
    }

    /** After "puts": the player's own cards from their hand on top of their library, chosen by that player (401.4). */
    private static EffectNode handOnTop(Cursor c, PlayerRef who) {
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) return null;
        if (!c.accept((f.value() == 1 ? "card" : "cards") + " from their hand on top of their library")) return null;
        if (f.value() > 1 && !c.accept("in any order")) return null;
        return new EffectNode.OwnHandCardsOnTop(who, f.value());
    }

    /**
     * "The owner of target nonland permanent puts it on the top or bottom of their library", "Target creature's owner
     * puts it on the top or bottom of their library" (401.4): the owner chooses. Null (cursor unchanged) otherwise.
     */
    static EffectNode ownerTopOrBottom(Cursor c) {
        return c.attempt(k -> {
            if (!k.accept("the owner of")) return null;
            ObjectRef o = ReferenceGrammar.object(k);
            if (!(o instanceof ObjectRef.Targeted t) || t.max() != 1 || t.noun().zone() != null) return null;
            if (!k.accept("puts it on the top or bottom of their library")) return null;
            return new EffectNode.OwnerPutsTopOrBottom(o);
        });
    }
}
