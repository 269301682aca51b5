package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.CostPart;
import dev.arbiter.engine.ability.ObjectFilter;
import dev.arbiter.engine.ability.Relation;

/**
 * Cost parts read by the grammar (118, 602.1a):
 * <pre>
 * part := "Sacrifice" (count | "another") (noun | "token" | "tokens")  (701.17a; the permanents are the payer's)
 *       | "Discard" count [noun] ("card" | "cards") ["at random"]   (701.8)
 *       | "Tap" (count | "another") "untapped" noun "you control"   (701.26a)
 *       | "Return" count noun "you control" "to its owner's hand"
 *       | "Exile" count [noun] ("card" | "cards") "from your graveyard"
 *       | "Put" count KIND ("counter" | "counters") "on ~"   (122.1)
 * </pre>
 */
final class GrammarCosts {

    private GrammarCosts() {
    }

    /** The cost part {@code text} states, or null when the grammar does not read it. */
    static CostPart part(String text) {
        Cursor c = Cursor.of(text.strip());
        try {
            CostPart p = c.accept("sacrifice") ? sacrifice(c, text.strip()) : c.accept("discard") ? discard(c, text.strip())
                    : MoreGrammarCosts.part(c, text.strip());
            return p != null && c.atEnd() ? p : null;
        } catch (ParseFailure | NotSupported e) {
            return null;
        }
    }

    /**
     * "Sacrifice any number of [noun]" as a spell's additional cost (601.2f, 118.3, 701.17a), or null when the grammar
     * does not read it. Not an activated ability's cost: nothing there counts what it sacrificed.
     */
    static CostPart sacrificeAnyNumber(String text) {
        Cursor c = Cursor.of(text.strip());
        try {
            if (!c.accept("sacrifice any number of")) return null;
            NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
            if (!c.atEnd() || l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.ANY) return null;
            return new CostPart.SacrificeAnyNumber(l.filter(), text.strip());
        } catch (ParseFailure | NotSupported e) {
            return null;
        }
    }

    private static CostPart sacrifice(Cursor c, String text) {
        boolean another = c.accept("another");
        int n = 1;
        if (!another) {
            AmountNode a = ReferenceGrammar.count(c);
            if (a instanceof AmountNode.X) n = CostPart.X; // 107.3: "Sacrifice X lands", X announced (CountCostX)
            else if (!(a instanceof AmountNode.Fixed f)) return null;
            else n = f.value();
            another = c.accept("other"); // "Sacrifice two other creatures"
        }
        if (c.accept(n == 1 ? "token" : "tokens")) { // 111.1: "Sacrifice a token" — any token permanent
            ObjectFilter tokens = ObjectFilter.any().withQualities(dev.arbiter.engine.ability.FilterQualities.NONE
                    .token(dev.arbiter.engine.ability.FilterQualities.Tri.YES));
            return new CostPart.SacrificePermanents(another ? tokens.otherThanSource() : tokens, n, text);
        }
        Noun noun = NounGrammar.noun(c);
        if (!another && c.accept("other than ~")) another = true; // not the source itself
        NounLowering.Lowered l = NounLowering.lower(noun);
        ObjectFilter mine = l.filter().controller() == Relation.YOU ? l.filter().controlledBy(Relation.ANY) : l.filter();
        if (l.kind() != NounLowering.Kind.PERMANENT || mine.controller() != Relation.ANY) return null; // 701.17a: "you control" says no more
        ObjectFilter f = another ? mine.otherThanSource() : mine;
        if (n == 1 && !another && c.at(",")) f = anyOfTypes(c, f); // "an artifact, a creature, or a land"
        return f == null ? null : new CostPart.SacrificePermanents(f, n, text);
    }

    /**
     * "a[n] [type], a[n] [type], or a[n] [type]" after the first (701.17a): one permanent of any of the card types; null
     * when a part is more than a card type.
     */
    private static ObjectFilter anyOfTypes(Cursor c, ObjectFilter first) {
        ObjectFilter plain = new ObjectFilter(first.anyOfTypes(), 0, Relation.ANY, null, 0, 0, false, false);
        if (first.anyOfTypes() == 0 || !first.equals(plain)) return null;
        int types = first.anyOfTypes();
        boolean or = false;
        while (!or && c.accept(",")) {
            or = c.accept("or");
            if (c.acceptAny("a", "an") == null) return null;
            NounLowering.Lowered l = NounLowering.lower(NounGrammar.noun(c));
            ObjectFilter f = l.filter();
            if (l.kind() != NounLowering.Kind.PERMANENT || f.anyOfTypes() == 0
                    || !f.equals(new ObjectFilter(f.anyOfTypes(), 0, Relation.ANY, null, 0, 0, false, false))) return null;
            types |= f.anyOfTypes();
        }
        return or ? new ObjectFilter(types, 0, Relation.ANY, null, 0, 0, false, false) : null;
    }

    private static CostPart discard(Cursor c, String text) {
        AmountNode a = ReferenceGrammar.count(c);
        if (!(a instanceof AmountNode.Fixed f)) return null;
        Noun noun = NounGrammar.noun(c);
        if (!noun.hasHead("card") || noun.zone() != null) return null;
        NounLowering.Lowered l = NounLowering.lower(noun);
        ObjectFilter filter = l.filter();
        boolean any = filter.anyOfTypes() == 0 && filter.excludedTypes() == 0 && filter.subtype() == null
                && filter.colorMask() == 0 && filter.more().none();
        if (c.accept("at random")) return any ? new CostPart.DiscardRandom(f.value(), text) : null; // 701.8b
        return new CostPart.DiscardCards(f.value(), any ? null : filter, text);
    }
}
