package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A second predicate of the source after "and", its subject carried over (608.2c: the text in order):
 * <pre>
 * carried := clause-about-~ "and" object-verb        ("~ gets +2/+0 until end of turn and deals 1 damage to you")
 * </pre>
 * Only for the source itself, "~": the one object such an "and" can name again.
 */
final class CarriedSelfGrammar {

    private CarriedSelfGrammar() {
    }

    /** The predicate after the join at the cursor, or null (cursor unchanged) when {@code last} isn't about ~ or none reads. */
    static EffectNode next(Cursor c, EffectNode last) {
        if (!aboutSelf(last)) return null;
        int m = c.mark();
        try {
            return ClauseGrammar.objectPhrase(c, new ObjectRef.Self());
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }

    private static boolean aboutSelf(EffectNode n) {
        return n instanceof EffectNode.Pump p && p.objects() instanceof ObjectRef.Self
                || n instanceof EffectNode.GainsQuotedUntilEndOfTurn g && g.objects() instanceof ObjectRef.Self;
    }
}
