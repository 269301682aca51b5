package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * Removing from combat (506.4):
 * <pre>
 * remove := "remove" object "from combat"      ("remove it from combat", "remove target attacking creature from combat",
 *                                              "remove all attacking creatures from combat")
 * choose := "choose" ["any number of" | ["up to"] N] "target" noun
 *                                              (115.1: the target or targets the next sentences act on)
 *         | "choose any target"                (115.4: a creature, player, planeswalker or battle, "that permanent or player")
 * </pre>
 */
public final class CombatRemovalGrammar {
    private CombatRemovalGrammar() {
    }

    /** "choose target [noun]" (115.1: only names the target) at the cursor, or null (nothing consumed). */
    public static EffectNode chooseTarget(Cursor c) {
        int m = c.mark();
        if (!c.accept("choose") || c.at("a") || c.at("an") || c.at("one") || c.at("any target")) {
            c.reset(m);
            return null;
        }
        ObjectRef o;
        try {
            o = ReferenceGrammar.object(c); // "choose two target creatures", "choose any number of target creatures"
        } catch (ParseFailure f) {
            c.reset(m);
            return null;
        }
        if (!(o instanceof ObjectRef.Targeted)) {
            c.reset(m);
            return null;
        }
        return new EffectNode.ChooseTarget(o);
    }

    /** "choose any target" (115.1, 115.4: only names the target) at the cursor, or null (nothing consumed). */
    public static EffectNode chooseAnyTarget(Cursor c) {
        return c.accept("choose any target") ? new EffectNode.ChooseAnyTarget() : null;
    }

    /** The clause at the cursor, or null (nothing consumed) when it isn't "remove ... from combat". */
    public static EffectNode verb(Cursor c) {
        int m = c.mark();
        if (!c.accept("remove")) return null;
        try {
            ObjectRef o = ReferenceGrammar.object(c);
            if (c.accept("from combat")) return new EffectNode.RemoveFromCombat(o);
        } catch (ParseFailure f) {
            // not an object: "remove a counter", read elsewhere
        }
        c.reset(m);
        return null;
    }
}
