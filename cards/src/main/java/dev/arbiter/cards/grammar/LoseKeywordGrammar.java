package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.List;

/**
 * Keywords lost for the turn (layer 6, 613.1f, 611.2a), with a bonus or keywords gained in the same clause:
 * <pre>
 * lose-keywords := [("gets" | "get") +P/+T "and"] ("loses" | "lose") keywords
 *                  [("and gains" | "and gain") keywords] "until end of turn"
 * </pre>
 */
final class LoseKeywordGrammar {
    private LoseKeywordGrammar() {
    }

    /** The effect on {@code subject}, or null with the cursor unchanged. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        return c.attempt(k -> read(k, subject));
    }

    private static EffectNode read(Cursor c, ObjectRef subject) {
        int power = 0;
        int toughness = 0;
        if (c.acceptAny("gets", "get") != null) {
            Token pt = c.next();
            int[] v = pt == null ? null : pt.fixedPt();
            if (v == null) return null;
            power = v[0];
            toughness = v[1];
            if (c.acceptAny("and loses", "and lose") == null) return null;
        } else if (c.acceptAny("loses", "lose") == null) {
            return null;
        }
        if (c.at("all")) return null; // "loses all abilities" / "all landwalk abilities": other constructs
        List<String> lost = ClauseGrammar.keywords(c);
        List<String> gained = List.of();
        if (c.acceptAny("and gains", "and gain") != null) gained = ClauseGrammar.keywords(c);
        if (!c.accept("until end of turn")) return null;
        return new EffectNode.LoseKeywords(subject, power, toughness, lost, gained);
    }
}
