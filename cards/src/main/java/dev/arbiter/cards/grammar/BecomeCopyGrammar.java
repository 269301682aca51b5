package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PermanentNodes.BecomeCopy;
import dev.arbiter.cards.grammar.ast.PermanentNodes.CopyExcept;

/**
 * A permanent on the battlefield becoming a copy of another object (707.2, 613.1a):
 * <pre>
 * become-copy := ("becomes" | "become") "a copy of" object ["until end of turn"]
 *                [", except it has this ability" | [","] "except" exception (join exception)* ["until end of turn"]]
 * </pre>
 * (the last "until end of turn" only as {@link FrontedDurationGrammar} moves a fronted duration there).
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
        if (c.accept(", except it doesn't copy that creature's color and it has this ability")) { // 707.9b
            return new BecomeCopy(subject, original, new CopyExcept(null, null, java.util.List.of(CopyExcept.OWN_COLOUR),
                    java.util.List.of(), java.util.List.of(), false, false, false, java.util.List.of()), true, eot);
        }
        if (c.acceptAny(", except", "except") == null) return new BecomeCopy(subject, original, CopyExcept.NONE, false, eot);
        CopyExcept except = TokenCopyGrammar.exceptions(c);
        if (!eot) eot = c.accept("until end of turn"); // "Until end of turn, ~ becomes a copy of ..., except ..." read last
        return new BecomeCopy(subject, original, except, false, eot);
    }
}
