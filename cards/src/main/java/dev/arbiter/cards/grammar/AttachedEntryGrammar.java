package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * The object a card put onto the battlefield enters attached to (303.4f, 303.4i, 301.5e):
 * <pre>
 * attached := put-or-return "attached to" object      (object: "~", "it", "that creature", ...; not "each")
 * </pre>
 * after "put a card from your hand onto the battlefield" and "return ~ from your graveyard to the battlefield".
 */
public final class AttachedEntryGrammar {

    private AttachedEntryGrammar() {
    }

    /** {@code put} with a trailing "attached to [object]" read, or {@code put} itself (cursor unchanged) when none follows. */
    static EffectNode wrap(Cursor c, EffectNode put) {
        int m = c.mark();
        if (!c.accept("attached to")) return put;
        try {
            ObjectRef host = ReferenceGrammar.object(c);
            if (!(host instanceof ObjectRef.Every)) return new EffectNode.EntersAttachedTo(put, host);
        } catch (ParseFailure f) {
            // not an object
        }
        c.reset(m);
        return put;
    }
}
