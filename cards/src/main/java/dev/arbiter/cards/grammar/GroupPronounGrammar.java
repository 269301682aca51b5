package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A plural pronoun as the subject of a clause, naming the objects the sentence before acted on (608.2c):
 * <pre>
 * group-clause := ("they each" | "each of them" | "they") object-verb-phrase
 * </pre>
 * "Untap all creatures you control. They gain flying until end of turn." The pronoun is lowered like "them".
 */
final class GroupPronounGrammar {
    private GroupPronounGrammar() {
    }

    /** The clause, or null with the cursor unchanged. */
    static EffectNode clause(Cursor c) {
        int m = c.mark();
        if (c.acceptAny("they each", "each of them", "they") == null) return null;
        try {
            return ClauseGrammar.objectPhrase(c, new ObjectRef.Pronoun("them"));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
