package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.List;

/**
 * Keywords lost for the turn (layer 6, 613.1f, 611.2a), with a bonus or keywords gained in the same clause:
 * <pre>
 * lose-keywords := [("gets" | "get") +P/+T "and"] ("loses" | "lose") keywords
 *                  [("and gains" | "and gain") keywords] "until end of turn"
 *                | ("loses" | "lose") keywords ("and gains" | "and gain") keywords     (no duration, 611.2a)
 *                | [("gets" | "get") +P/+T "and"] ("loses" | "lose") "all creature types until end of turn" (205.1a)
 * lose-all      := ("loses" | "lose") "all abilities" [("and has" | "and have") "base power and toughness" P/T]
 *                  "until end of turn"
 *                | ("loses" | "lose") "all abilities and" become-type        (become-type until end of turn)
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
        if (power == 0 && toughness == 0 && c.accept("all abilities")) return allAbilities(c, subject);
        if (c.accept("all creature types")) { // 205.1a: "lose all creature types until end of turn"
            return c.accept("until end of turn") ? new EffectNode.LoseKeywords(subject, power, toughness,
                    List.of("all creature types"), List.of()) : null;
        }
        if (c.at("all")) return null; // "loses all landwalk abilities": another construct
        List<String> lost = ClauseGrammar.keywords(c);
        List<String> gained = List.of();
        if (c.acceptAny("and gains", "and gain") != null) gained = ClauseGrammar.keywords(c);
        if (power == 0 && toughness == 0 && !gained.isEmpty() && (c.atEnd() || c.at("."))) { // 611.2a: no duration
            return new EffectNode.LoseKeywords(subject, 0, 0, lost, gained, true);
        }
        if (!c.accept("until end of turn")) return null;
        return new EffectNode.LoseKeywords(subject, power, toughness, lost, gained);
    }

    /** After "loses all abilities" (613.1f): an optional base size (613.4b), then the duration. */
    private static EffectNode allAbilities(Cursor c, ObjectRef subject) {
        int[] base = null;
        if (c.at("and becomes") || c.at("and become")) { // "loses all abilities and becomes a blue Frog with base ..."
            c.next();
            EffectNode.BecomeWithBase b = BecomeTypeGrammar.objectVerb(c, subject, true);
            return b != null && b.untilEndOfTurn() ? b : null;
        }
        if (c.acceptAny("and has base power and toughness", "and have base power and toughness") != null) {
            Token pt = c.next();
            base = pt == null || pt.kind() != Token.Kind.PT ? null : pt.fixedPt();
            if (base == null || base[0] < 0 || base[1] < 0 || pt.text().startsWith("+")) return null;
        }
        if (!c.accept("until end of turn")) return null;
        return new EffectNode.LoseAllAbilities(subject, base == null ? -1 : base[0], base == null ? -1 : base[1]);
    }
}
