package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.List;

/**
 * Putting permanents on top of their owners' libraries and then shuffling those libraries (701.20a: the result is the
 * object shuffled into its owner's library), after "put" and its object:
 * <pre>
 * put-shuffle := object "on top of its owner's library , then" ("that player" | "its owner") "shuffles" ["their library"]
 *              | "~ and" target "on top of their owners' libraries , then those players shuffle" ["their libraries"]
 * </pre>
 * Read as {@link EffectNode.ShuffleObjectsIn}, one per object; null (cursor unchanged) for anything else.
 */
final class PutOnTopShuffleGrammar {

    private PutOnTopShuffleGrammar() {
    }

    /** The shuffle of {@code o} (already read after "put"), or null with the cursor unchanged. */
    static EffectNode read(Cursor c, ObjectRef o) {
        if (o == null || o instanceof ObjectRef.Every) return null;
        return c.attempt(k -> read0(k, o));
    }

    private static EffectNode read0(Cursor c, ObjectRef o) {
        if (o instanceof ObjectRef.Self && c.accept("and")) { // "Put ~ and target creature on top of their owners' libraries"
            ObjectRef second = ReferenceGrammar.object(c);
            if (!(second instanceof ObjectRef.Targeted t) || t.min() != 1 || t.max() != 1) return null;
            if (!c.accept("on top of their owners' libraries , then those players shuffle")) return null;
            c.accept("their libraries");
            if (!c.at(".")) return null;
            return new EffectNode.Sequence(List.of(new EffectNode.ShuffleObjectsIn(o), new EffectNode.ShuffleObjectsIn(second)));
        }
        if (!c.accept("on top of its owner's library , then")) return null;
        if (c.acceptAny("that player shuffles", "its owner shuffles") == null) return null;
        c.accept("their library");
        if (!c.at(".")) return null;
        return new EffectNode.ShuffleObjectsIn(o);
    }
}
