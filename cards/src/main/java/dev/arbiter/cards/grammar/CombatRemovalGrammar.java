package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * Removing from combat (506.4):
 * <pre>
 * remove := "remove" object "from combat"      ("remove it from combat", "remove target attacking creature from combat",
 *                                              "remove all attacking creatures from combat")
 * </pre>
 */
public final class CombatRemovalGrammar {
    private CombatRemovalGrammar() {
    }

    /** The clause at the cursor, or null (nothing consumed) when it isn't "remove ... from combat". */
    public static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("remove")) return null;
        try {
            ObjectRef o = ReferenceGrammar.object(c);
            if (c.accept("from combat")) return new EffectNode.RemoveFromCombat(o);
        } catch (ParseFailure f) {
            // not an object: "remove a counter", read elsewhere
        }
        c.reset(m);
        return null;
    }
}
