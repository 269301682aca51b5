package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.NounGrammar;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.engine.ability.Relation;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.CostPart;

/**
 * Cost parts paid with the source itself beyond "Sacrifice ~" / "Exile ~", or with every permanent
 * of a kind (118):
 * <pre>
 * part := "Exile ~ from your graveyard"                                  (406, 113.6m)
 *       | "Put" count "card(s)" ("an opponent owns" | "your opponents own") "from exile into" ("that player's graveyard"
 *         | "their owners' graveyards")                                 (404, 406)
 *       | "Remove" count KIND ("counter" | "counters") "from ~ and sacrifice it"   (122.1, 701.17a)
 *       | "Sacrifice all" NOUNs "you control"                            (701.17a: none at all pays it too)
 * </pre>
 * Null when the text is none of these.
 */
final class ObjectCostParts {

    private ObjectCostParts() {
    }

    /**
     * "Put a card an opponent owns from exile into that player's graveyard" / "Put two cards your opponents own from
     * exile into their owners' graveyards" (404, 406), or null.
     */
    private static CostPart opponentsCardsFromExile(String text) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        String one = "put a card an opponent owns from exile into that player's graveyard";
        if (lower.equals(one)) return new CostPart.OpponentsCardsFromExile(1, text);
        String tail = " cards your opponents own from exile into their owners' graveyards";
        if (!lower.startsWith("put ") || !lower.endsWith(tail)) return null;
        Integer n = Amounts.count(lower.substring(4, lower.length() - tail.length()));
        return n == null || n < 2 ? null : new CostPart.OpponentsCardsFromExile(n, text);
    }

    static CostPart part(String text) {
        Cursor c = Cursor.of(text.strip());
        try {
            CostPart p = read(c, text.strip());
            return p != null && c.atEnd() ? p : null;
        } catch (ParseFailure | NotSupported e) {
            return null;
        }
    }

    private static CostPart read(Cursor c, String text) {
        if (c.accept("exile ~ from your graveyard")) return new CostPart.ExileSelfFromGraveyard();
        CostPart processed = opponentsCardsFromExile(text);
        if (processed != null) {
            while (!c.atEnd()) c.next();
            return processed;
        }
        if (c.accept("sacrifice all")) {
            Noun noun = NounGrammar.noun(c);
            if (!noun.plural() || !"you control".equals(noun.controller())) return null;
            NounLowering.Lowered l = NounLowering.lower(noun);
            if (l.kind() != NounLowering.Kind.PERMANENT || l.filter().controller() != Relation.YOU) return null;
            return new CostPart.SacrificeAll(l.filter(), text);
        }
        if (!c.accept("remove")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1) return null;
        Token kind = c.next();
        if (kind.kind() != Token.Kind.PT && kind.kind() != Token.Kind.WORD) return null;
        String k = kind.kind() == Token.Kind.PT ? kind.text() : kind.lower();
        if (c.acceptAny("counters", "counter") == null) return null;
        if (!c.accept("from ~ and sacrifice it") && !c.accept("from ~ and sacrifice ~")) return null;
        return new CostPart.RemoveCountersAndSacrificeSelf(CounterKinds.check(k), f.value());
    }
}
