package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.IfMovedNode;
import dev.arbiter.cards.grammar.ast.Noun;

/**
 * A sentence that asks what the step before it moved (608.2c): "If a Goblin is sacrificed this way, that player creates
 * ...", "If a land card is discarded this way, ...". Joined to the step before it when lowered.
 * <pre>
 * if-moved := "if" ("a" | "an" | "at least one") noun ["card"] ("is" | "was") verb "this way ," chain
 *   verb := "destroyed" | "exiled" | "sacrificed" | "discarded"
 * </pre>
 */
final class IfMovedThisWayGrammar {
    private IfMovedThisWayGrammar() {
    }

    /** The sentence (its step still to be joined), or null with the cursor unmoved. */
    static EffectNode clause(Cursor c) {
        if (!c.at("if")) return null;
        int m = c.mark();
        if (c.acceptAny("if a", "if an", "if at least one") == null) return null;
        try {
            Noun noun = NounGrammar.noun(c);
            c.accept("card"); // "a land card is discarded": the noun may stop before its head
            if (c.acceptAny("is", "was") == null) {
                c.reset(m);
                return null;
            }
            IfMovedNode.Verb verb = c.accept("destroyed") ? IfMovedNode.Verb.DESTROYED
                    : c.accept("exiled") ? IfMovedNode.Verb.EXILED
                    : c.accept("sacrificed") ? IfMovedNode.Verb.SACRIFICED
                    : c.accept("discarded") ? IfMovedNode.Verb.DISCARDED : null;
            if (verb == null || !c.accept("this way ,")) {
                c.reset(m);
                return null;
            }
            return new IfMovedNode(null, verb, noun, EffectGrammar.chain(c));
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
    }
}
