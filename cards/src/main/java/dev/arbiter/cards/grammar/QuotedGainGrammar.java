package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A quoted ability gained for the turn (611.2a, 613.1f: layer 6; 113.1a: the ability as written, "this creature" being
 * the object that gets it):
 * <pre>
 * quoted-gain := ["get(s)" +P/+T "and"] "gain(s)" items "until end of turn"
 * items       := (keyword | QUOTED) (("," | "and" | ", and") (keyword | QUOTED))*     (at least one QUOTED)
 * </pre>
 * The items are kept as written; the lowering compiles each quoted ability and refuses what it can't read.
 */
final class QuotedGainGrammar {

    private QuotedGainGrammar() {
    }

    /** The phrase after its subject, or null with the cursor unchanged. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        int m = c.mark();
        int power = 0;
        int toughness = 0;
        if (c.acceptAny("gets", "get") != null) {
            Token pt = c.next();
            int[] v = pt == null ? null : pt.fixedPt();
            if (v == null || c.acceptAny("and gains", "and gain") == null) return reset(c, m);
            power = v[0];
            toughness = v[1];
        } else if (c.acceptAny("gains", "gain") == null) {
            return null;
        }
        int start = c.mark();
        boolean quoted = false;
        for (int i = 0; ; i++) {
            Token t = c.peek(i);
            if (t == null || t.is(".") || t.is("for") || t.is("as")) return reset(c, m);
            if (t.is("until")) break;
            if (t.kind() == Token.Kind.QUOTED) quoted = true;
            if (t.kind() != Token.Kind.QUOTED && t.kind() != Token.Kind.WORD && t.kind() != Token.Kind.SYMBOL
                    && t.kind() != Token.Kind.NUMBER && !t.is(",")) return reset(c, m);
        }
        if (!quoted) return reset(c, m);
        while (!c.at("until")) c.next();
        String granted = c.textFrom(start);
        if (granted.isEmpty() || !c.accept("until end of turn")) return reset(c, m);
        return new EffectNode.GainsQuotedUntilEndOfTurn(subject, power, toughness, GrantedListGrammar.read(granted));
    }

    private static EffectNode reset(Cursor c, int m) {
        c.reset(m);
        return null;
    }
}
