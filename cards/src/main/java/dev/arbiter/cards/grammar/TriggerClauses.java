package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.List;

/**
 * Clauses that trigger bodies name more than one object in (603.2): "destroy that creature and ~"
 * (Loyal Sentry). Each object is destroyed in the one resolution (701.8), as the engine destroys
 * each object of a group.
 */
final class TriggerClauses {

    private TriggerClauses() {
    }

    /**
     * After "destroy [first]": "and ~" as a second object, both destroyed; null
     * (cursor unchanged) when no such object follows.
     */
    static EffectNode destroyBoth(Cursor c, ObjectRef first) {
        if (first instanceof ObjectRef.Every || first instanceof ObjectRef.Chosen) return null;
        int m = c.mark();
        if (!c.accept("and")) return null;
        // the second object is the source itself: a pronoun there would read the first object back
        if (first instanceof ObjectRef.Self || !c.accept("~") || c.at("can't") || c.at("'s")) {
            c.reset(m);
            return null;
        }
        return new EffectNode.Sequence(List.of(new EffectNode.Destroy(first, false), new EffectNode.Destroy(new ObjectRef.Self(), false)));
    }
}
