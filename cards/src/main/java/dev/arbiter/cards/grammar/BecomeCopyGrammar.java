package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PermanentNodes.BecomeCopy;
import dev.arbiter.cards.grammar.ast.PermanentNodes.CopyExcept;

/**
 * A permanent on the battlefield becoming a copy of another object (707.2, 613.1a):
 * <pre>
 * become-copy := ("becomes" | "become") "a copy of" object ["until end of turn"]
 *                [", except it has this ability" | [","] "except" exception (join exception)*]
 * </pre>
 * with the exceptions of {@link TokenCopyGrammar} (707.9b). "Cryptoplasm becomes a copy of another target creature, except it
 * has this ability." Null with the cursor unchanged when the text is not this.
 */
final class BecomeCopyGrammar {
    private BecomeCopyGrammar() {
    }

    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        int m = c.mark();
        if (c.acceptAny("becomes", "become") == null) return null;
        if (!c.accept("a copy of")) {
            c.reset(m);
            return null;
        }
        ObjectRef original = ReferenceGrammar.object(c);
        boolean eot = c.accept("until end of turn");
        if (c.acceptAny(", except it has this ability", "except it has this ability") != null) {
            return new BecomeCopy(subject, original, CopyExcept.NONE, true, eot); // 707.9b
        }
        if (c.acceptAny(", except", "except") == null) return new BecomeCopy(subject, original, CopyExcept.NONE, false, eot);
        return new BecomeCopy(subject, original, TokenCopyGrammar.exceptions(c), false, eot);
    }
}
