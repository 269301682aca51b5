package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.List;

/**
 * Reflexive triggered abilities (603.12) written after an optional action:
 * <pre>
 * reflexive := "when you do ," chain [", where x is" amount-definition] "."   (the last sentence of the effect)
 * </pre>
 * It joins the "may" just before it (as "if you do" would) and must end the effect text: a sentence after it
 * could belong to either ability, so such text is refused rather than guessed.
 */
public final class ReflexiveGrammar {

    private ReflexiveGrammar() {
    }

    /** Reads "when you do , ..." at the cursor and makes it the "if you do" part of the "may" last in {@code out}. */
    static void attach(List<EffectNode> out, Cursor c) {
        EffectNode.May may = IfYouDoGrammar.lastMay(out);
        if (may == null || may.ifTheyDo() != null) {
            throw c.fail("a \"may\" before \"when you do\"");
        }
        c.expect("when you do ,");
        int from = c.mark();
        EffectNode body = EffectGrammar.chain(c);
        if (c.accept(", where x is")) body = new EffectNode.WhereX(body, AmountDefinitionGrammar.definition(c));
        String text = c.textFrom(from);
        c.expect(".");
        if (!c.atEnd()) throw c.fail("the end of the effect after a reflexive trigger");
        IfYouDoGrammar.setLastMay(out, new EffectNode.May(may.who(), may.effect(),
                new EffectNode.WhenYouDo(body, "When you do, " + text + "."), may.otherwise()));
    }
}
