package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.List;

/**
 * Keywords lost for the turn (613.1f, layer 6), with keywords gained in the same clause (611.2a):
 * <pre>
 * object-verb := ("loses" | "lose") keywords [("and gains" | "and gain") keywords] "until end of turn"
 * </pre>
 */
final class LoseGrammar {

    private LoseGrammar() {
    }

    /** The clause after its subject, or null with the cursor unchanged. */
    static EffectNode verb(Cursor c, ObjectRef subject) {
        int m = c.mark();
        if (c.acceptAny("loses", "lose") == null) return null;
        try {
            List<String> lost = ClauseGrammar.keywords(c);
            List<String> gained = List.of();
            if (c.accept("and gains") || c.accept("and gain")) gained = ClauseGrammar.keywords(c);
            if (c.accept("until end of turn")) return new EffectNode.LoseKeywords(subject, lost, gained);
        } catch (ParseFailure f) {
            // not a list of keywords
        }
        c.reset(m);
        return null;
    }
}
