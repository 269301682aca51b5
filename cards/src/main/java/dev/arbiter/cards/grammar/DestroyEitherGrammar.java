package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A choice between two groups to destroy, made as the effect resolves (608.2d, 701.8a):
 * <pre>
 * either := "destroy" "all" noun "or" "all" noun ["." "creatures destroyed this way can't be regenerated"]
 * </pre>
 * "Destroy all lands or all creatures. Creatures destroyed this way can't be regenerated." (701.19c: for the creatures).
 */
final class DestroyEitherGrammar {
    private DestroyEitherGrammar() {
    }

    /** After "destroy" and its first group {@code first}: the rest, or null with the cursor unmoved. */
    static EffectNode rest(Cursor c, ObjectRef first) {
        if (!(first instanceof ObjectRef.Every a) || a.other() || !c.at("or all")) return null;
        int m = c.mark();
        try {
            c.expect("or");
            ObjectRef second = ReferenceGrammar.object(c);
            if (!(second instanceof ObjectRef.Every b) || b.other()) throw c.fail("\"all\" and a noun");
            boolean noRegen = c.accept(". creatures destroyed this way can't be regenerated"); // 701.19c
            return new EffectNode.DestroyEither(first, second, noRegen);
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
