package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * "[act]. If you do, [then]" / "[act]. When you do, [body]" with no "may" before the act (608.2c, 603.12):
 * <pre>
 * if-you-do := cost-act "." ("If you do ," | "If you don't ," | "When you do ,") ...   (cost-act: {@link MayCostGrammar})
 *            | act "." ("If you do ," | "When you do ,") ...                              (act: a clause with no other subject)
 * </pre>
 * The act is read as the act of "you may [act]" would be and wrapped in {@link EffectNode.IfYouDo}: the lowering
 * makes it mandatory and keeps "if you do" depending on whether it was done.
 */
public final class IfYouDoGrammar {

    private IfYouDoGrammar() {
    }

    /** A cost-like act at the start of a sentence followed by ". If you do," (or "If you don't", "When you do"), or null. */
    static EffectNode costAct(Cursor c) {
        EffectNode cost = MayCostGrammar.mandatory(c);
        return cost == null ? null : new EffectNode.IfYouDo(new EffectNode.May(new PlayerRef.You(), cost, null, null));
    }

    /**
     * Before "If you do ," / "When you do ,": the act last in {@code out}, when it isn't a "may" already, becomes the act
     * of an {@link EffectNode.IfYouDo} if it is a clause of "you" (no other player's); otherwise {@code out} is unchanged.
     */
    static void act(List<EffectNode> out) {
        if (out.isEmpty() || lastMay(out) != null) return;
        EffectNode last = out.get(out.size() - 1);
        if (last instanceof EffectNode.Sequence || ZoneVerbGrammar.subjectOf(last) != null
                || PlayerListGrammar.playerOf(last) != null && !(PlayerListGrammar.playerOf(last) instanceof PlayerRef.You)) {
            return;
        }
        out.set(out.size() - 1, new EffectNode.IfYouDo(new EffectNode.May(new PlayerRef.You(), last, null, null)));
    }

    /** The "may" last in {@code out} (itself, the act of an "if you do", or the body of a "where X is"), or null. */
    static EffectNode.May lastMay(List<EffectNode> out) {
        EffectNode last = out.isEmpty() ? null : out.get(out.size() - 1);
        if (last instanceof EffectNode.May may) return may;
        if (last instanceof EffectNode.IfYouDo y) return y.act();
        // "you may pay {X}, where X is ... . If you don't, ..." (107.3): the X defined for the "may" and what hangs on it
        if (last instanceof EffectNode.WhereX w && w.body() instanceof EffectNode.May may) return may;
        return null;
    }

    /** Puts {@code may} last in {@code out} in place of the "may" {@link #lastMay} found, in the same wrapping. */
    static void setLastMay(List<EffectNode> out, EffectNode.May may) {
        EffectNode last = out.get(out.size() - 1);
        out.set(out.size() - 1, last instanceof EffectNode.IfYouDo ? new EffectNode.IfYouDo(may)
                : last instanceof EffectNode.WhereX w ? new EffectNode.WhereX(may, w.x()) : may);
    }
}
