package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;

/**
 * A sentence of an activated ability about how often it was activated (602.2, 608.2c):
 * <pre>
 * sentence := "If this ability has been activated" N "or more times this turn ," effect-words
 * </pre>
 * The words after the comma are kept as written (up to the sentence's ".") and compiled as an effect of their own,
 * so a delayed trigger there ("sacrifice ~ at the beginning of the next end step", 603.7a) reads as it does alone.
 */
public final class ActivationCountGrammar {

    private ActivationCountGrammar() {
    }

    /** The sentence at the cursor (its "." left), or null with the cursor unchanged. */
    static EffectNode sentence(Cursor c) {
        int m = c.mark();
        if (!c.accept("if this ability has been activated")) return null;
        AmountNode n = ReferenceGrammar.count(c);
        if (!(n instanceof AmountNode.Fixed f) || f.value() < 1 || !c.accept("or more times this turn ,")) {
            c.reset(m);
            return null;
        }
        int from = c.mark();
        while (!c.atEnd() && !c.at(".")) {
            if (c.peek().kind() != Token.Kind.WORD && c.peek().kind() != Token.Kind.SELF
                    && c.peek().kind() != Token.Kind.NUMBER && !c.at(",")) {
                c.reset(m); // symbols and quotes are not kept as words
                return null;
            }
            c.next();
        }
        if (c.mark() == from || c.atEnd()) {
            c.reset(m);
            return null;
        }
        return new EffectNode.IfActivatedTimes(f.value(), c.textFrom(from));
    }
}
