package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;
import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.Noun;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * Damage divided among targets (601.2d), after "[source] deals N":
 * <pre>
 * divided := "damage divided" ("as you choose" | "evenly , rounded down ,") "among" how-many ("targets" | "target" noun)
 * how-many := "any number of" | "one or two" | "one, two, or three"
 * </pre>
 */
final class DividedDamageGrammar {

    private DividedDamageGrammar() {
    }

    /** The divided damage at the cursor (just after the amount), or null with the cursor where it was. */
    static EffectNode divided(Cursor c, ObjectRef source, AmountNode amount) {
        int m = c.mark();
        boolean evenly = c.accept("damage divided evenly , rounded down , among"); // 107.1a: divided as it resolves
        if (!evenly && !c.accept("damage divided as you choose among")) return null;
        int max = howMany(c);
        if (max < 0) {
            c.reset(m);
            return null;
        }
        if (c.accept("targets")) {
            return evenly ? new EffectNode.EvenlyDividedDamage(source, amount, max, null) : new EffectNode.DividedDamage(source, amount, max, null);
        }
        if (c.accept("target")) {
            Noun noun = NounGrammar.noun(c);
            return evenly ? new EffectNode.EvenlyDividedDamage(source, amount, max, noun) : new EffectNode.DividedDamage(source, amount, max, noun);
        }
        c.reset(m);
        return null;
    }

    /** How many targets at most: "any number of", "one, two, or three", "one or two"; -1 when none of these. */
    static int howMany(Cursor c) {
        return c.accept("any number of") ? Integer.MAX_VALUE : oneTwoOrThree(c) ? 3 : c.accept("one or two") ? 2 : -1;
    }

    /** "one, two, or three" (the commas are tokens of their own; the last one may be left out). */
    private static boolean oneTwoOrThree(Cursor c) {
        int m = c.mark();
        if (c.accept("one") && c.accept(",") && c.accept("two") && (c.accept(",") || true) && c.accept("or three")) return true;
        c.reset(m);
        return false;
    }
}
