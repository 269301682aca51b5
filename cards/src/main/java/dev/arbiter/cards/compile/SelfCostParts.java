package dev.arbiter.cards.compile;

import dev.arbiter.cards.grammar.Cursor;
import dev.arbiter.cards.grammar.ParseFailure;
import dev.arbiter.cards.grammar.ReferenceGrammar;
import dev.arbiter.cards.grammar.Token;
import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.engine.ability.CostPart;

/**
 * Cost parts paid with the source itself beyond "Sacrifice ~" / "Exile ~" (118):
 * <pre>
 * part := "Exile ~ from your graveyard"                                  (406, 113.6m)
 *       | "Remove" count KIND ("counter" | "counters") "from ~ and sacrifice it"   (122.1, 701.17a)
 * </pre>
 * Null when the text is none of these.
 */
final class SelfCostParts {

    private SelfCostParts() {
    }

    static CostPart part(String text) {
        Cursor c = Cursor.of(text.strip());
        try {
            CostPart p = read(c);
            return p != null && c.atEnd() ? p : null;
        } catch (ParseFailure e) {
            return null;
        }
    }

    private static CostPart read(Cursor c) {
        if (c.accept("exile ~ from your graveyard")) return new CostPart.ExileSelfFromGraveyard();
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
