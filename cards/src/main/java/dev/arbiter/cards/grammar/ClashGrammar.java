package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;

import java.util.List;

/**
 * "Clash with an opponent. If you win, [effect]." (701.23): the "if you win" sentence joins the clash just before it
 * ("clash with an opponent" itself, or "you may clash with an opponent").
 */
final class ClashGrammar {

    private ClashGrammar() {
    }

    /**
     * Reads "if you win , chain" (up to its ".") at the cursor into the clash last in {@code out}; false with the cursor unchanged when
     * the sentence before isn't a clash without its "if you win" yet.
     */
    static boolean won(Cursor c, List<EffectNode> out) {
        if (out.isEmpty()) return false;
        EffectNode last = out.get(out.size() - 1);
        EffectNode.May may = last instanceof EffectNode.May m && m.ifTheyDo() == null && m.otherwise() == null ? m : null;
        EffectNode clash = may != null ? may.effect() : last;
        if (!(clash instanceof EffectNode.Clash cl) || cl.ifWin() != null) return false;
        int m = c.mark();
        c.expect("if you win ,");
        EffectNode then = EffectGrammar.chain(c);
        if (!c.at(".")) {
            c.reset(m);
            return false;
        }
        EffectNode won = new EffectNode.Clash(then);
        out.set(out.size() - 1, may != null ? new EffectNode.May(may.who(), won, null, null) : won);
        return true;
    }
}
