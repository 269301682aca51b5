package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import dev.arbiter.cards.grammar.ast.PlayerRef;

import java.util.List;

/**
 * A life change equal to a stat of the object the clause before it moved (113.7a, 608.2h):
 * <pre>
 * clause   := "its controller gains life equal to its" ("power" | "toughness")
 * sentence := move "." clause                                        (113.7a: the moved object's controller)
 *           | (destroy | exile) "." life-clause "equal to" ("its" | "that creature's") ("power" | "toughness"
 *                                                                    | "mana value" (for "you" or "that [noun]'s controller", 202.3))   (608.2h)
 * </pre>
 */
public final class LifeEqualToStatGrammar {

    private LifeEqualToStatGrammar() {
    }

    /** Joins "its controller gains life equal to its power" to the move before it (113.7a). */
    static void joinLifeEqualToStat(List<EffectNode> out) {
        for (int i = 1; i < out.size(); i++) {
            if (out.get(i) instanceof EffectNode.ControllerGainsStat g) {
                EffectNode move = out.get(i - 1);
                out.set(i - 1, new EffectNode.MoveThenControllerGains(move, g.toughness()));
                out.remove(i);
                i--;
            } else if (statOfMoved(out.get(i - 1), out.get(i)) instanceof AmountNode.StatOf st) {
                // "Destroy target attacking creature. You gain life equal to its power." (608.2h)
                out.set(i - 1, new EffectNode.MoveThenLifeEqualToStat(out.get(i - 1), (EffectNode.Life) out.get(i), st.stat()));
                out.remove(i);
                i--;
            }
        }
    }

    /** The "its power" / "that creature's toughness" of a life clause right after a destroy or exile, or null. */
    private static AmountNode statOfMoved(EffectNode move, EffectNode next) {
        if (!(move instanceof EffectNode.Destroy || move instanceof EffectNode.Exile)) return null;
        if (!(next instanceof EffectNode.Life l) || !(l.amount() instanceof AmountNode.StatOf st)) return null;
        if (!(st.object() instanceof ObjectRef.Pronoun p) || !(p.word().equals("it") || p.word().equals("that creature"))) return null;
        if (st.stat().equals("mana value")) { // 202.3: you, or the moved object's controller ("That artifact's controller", 608.2h)
            return l.who() instanceof PlayerRef.You || p.word().equals("it") && l.who() instanceof PlayerRef.ControllerOf co
                    && !co.owner() && co.object() instanceof ObjectRef.Pronoun cp && cp.word().startsWith("that ") ? st : null;
        }
        return st.stat().equals("power") || st.stat().equals("toughness") ? st : null;
    }

    /** "its controller gains life equal to its power / toughness" at the cursor, or null. */
    static EffectNode controllerGainsStat(Cursor c) {
        if (c.accept("its controller gains life equal to its power")) return new EffectNode.ControllerGainsStat(false);
        if (c.accept("its controller gains life equal to its toughness")) return new EffectNode.ControllerGainsStat(true);
        return null;
    }
}
