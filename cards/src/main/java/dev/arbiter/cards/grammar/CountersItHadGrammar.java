package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * The counters an object had as it left the battlefield, put on another (122.8, 603.10a):
 * <pre>
 * counters-it-had := "put its counters on" object
 *                  | "put those counters on" object     (first words of the effect: "those counters" are the ones the
 *                                                         trigger's "if it had counters on it" named)
 * </pre>
 * Which object "it" is (the source, or the trigger's object) is settled when lowered; null with the cursor unchanged
 * when the text is neither.
 */
final class CountersItHadGrammar {

    private CountersItHadGrammar() {
    }

    static EffectNode put(Cursor c) {
        int m = c.mark();
        if (!c.accept("put its counters on") && !(m == 0 && c.accept("put those counters on"))) {
            c.reset(m);
            return null;
        }
        ObjectRef onto = ReferenceGrammar.object(c);
        return new EffectNode.PutCountersItHad(new ObjectRef.Pronoun("it"), onto);
    }
}
