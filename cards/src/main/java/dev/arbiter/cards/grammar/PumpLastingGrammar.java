package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.List;

/**
 * A bonus that lasts while a condition about the source holds (611.2b):
 * <pre>
 * pump-lasting := ("gets" | "get") +P/+T [("and has" | "and gains") keywords] "for as long as" lasting
 *               | ("has" | "gains") keywords "for as long as" lasting
 * lasting      := "~ remains tapped" | "~ remains on the battlefield" | "you control ~"
 * </pre>
 */
final class PumpLastingGrammar {
    private PumpLastingGrammar() {
    }

    /** The effect on {@code subject}, or null with the cursor unchanged. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        return c.attempt(k -> read(k, subject));
    }

    private static EffectNode read(Cursor c, ObjectRef subject) {
        int power = 0;
        int toughness = 0;
        List<String> keywords = List.of();
        if (c.acceptAny("gets", "get") != null) {
            Token pt = c.next();
            int[] v = pt == null ? null : pt.fixedPt();
            if (v == null) return null;
            power = v[0];
            toughness = v[1];
            if (c.acceptAny("and has", "and have", "and gains", "and gain") != null) keywords = ClauseGrammar.keywords(c);
        } else if (c.acceptAny("has", "have", "gains", "gain") != null) {
            keywords = ClauseGrammar.keywords(c);
        } else {
            return null;
        }
        if (!c.accept("for as long as")) return null;
        String lasting;
        if (c.accept("~ remains tapped")) lasting = "tapped";
        else if (c.accept("~ remains on the battlefield")) lasting = "battlefield";
        else if (c.accept("you control ~")) lasting = "control";
        else return null;
        return new EffectNode.PumpWhile(subject, power, toughness, keywords, lasting);
    }
}
