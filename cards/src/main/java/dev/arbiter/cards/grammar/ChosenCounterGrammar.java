package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * The object counters are put on (122.1): any object reference, or one permanent chosen as the effect resolves
 * (608.2d), named with an article and no "target":
 * <pre>
 * counted-on := object | ("a" | "an") noun          ("put a menace counter on a creature you control")
 * </pre>
 */
final class ChosenCounterGrammar {

    private ChosenCounterGrammar() {
    }

    static ObjectRef object(Cursor c) {
        int m = c.mark();
        try {
            return ReferenceGrammar.object(c);
        } catch (ParseFailure f) {
            c.reset(m);
            if (!c.at("a") && !c.at("an")) throw f;
            ObjectRef chosen = ReferenceGrammar.chosen(c);
            if (!(chosen instanceof ObjectRef.Chosen ch) || ch.other()) throw f;
            return chosen;
        }
    }
}
