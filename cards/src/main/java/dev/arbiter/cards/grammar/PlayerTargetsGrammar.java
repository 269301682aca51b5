package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * Several target players (115.1, 601.2c: the number of targets is announced as the spell is cast):
 * <pre>
 * players := ("any number of" | "up to" N | N) "target" ("players" | "opponents")
 * clause  := players ["each"] verb-phrase          (the plural verb: "gain", "draw", "lose")
 * </pre>
 * Each player the verb names does it in turn order (Who.TargetPlayer over every chosen target).
 */
final class PlayerTargetsGrammar {

    private PlayerTargetsGrammar() {
    }

    /** The reference at the cursor, or null with the cursor unchanged. */
    static PlayerRef.Targeted many(Cursor c) {
        int m = c.mark();
        int min;
        int max;
        if (c.accept("any number of")) {
            min = 0;
            max = Integer.MAX_VALUE;
        } else {
            boolean upTo = c.accept("up to");
            AmountNode n = ReferenceGrammar.count(c);
            if (!(n instanceof AmountNode.Fixed f) || f.value() < 2) {
                c.reset(m);
                return null;
            }
            min = upTo ? 0 : f.value();
            max = f.value();
        }
        String who = c.acceptAny("target players", "target opponents");
        if (who == null) {
            c.reset(m);
            return null;
        }
        return new PlayerRef.Targeted(who.endsWith("opponents"), c.textFrom(m), min, max);
    }

    /** "[target players] each gain 6 life": the plural verb, optionally after "each". */
    static EffectNode each(Cursor c, PlayerRef who) {
        c.accept("each");
        return ClauseGrammar.verbPhrase(c, who, false);
    }
}
