package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

import java.util.ArrayList;
import java.util.List;

/**
 * A permanent made a new kind of creature with a new base size (205.1a, 105.3, 613.4b):
 * <pre>
 * become-type := ("becomes" | "become") ("a" | "an") WORD+ "with base power and toughness" P/T ["until end of turn"]
 * </pre>
 * "Target creature becomes a Frog with base power and toughness 3/3 until end of turn." The words (colours and creature
 * types) are checked by the lowering.
 */
final class BecomeTypeGrammar {
    private BecomeTypeGrammar() {
    }

    /** The effect on {@code subject}, or null with the cursor unchanged. */
    static EffectNode.BecomeWithBase objectVerb(Cursor c, ObjectRef subject, boolean losesAll) {
        return c.attempt(k -> read(k, subject, losesAll));
    }

    private static EffectNode.BecomeWithBase read(Cursor c, ObjectRef subject, boolean losesAll) {
        if (c.acceptAny("becomes", "become") == null || c.acceptAny("a", "an") == null) return null;
        List<String> words = new ArrayList<>();
        while (!c.atEnd() && !c.at("with base power and toughness")) {
            Token t = c.next();
            if (t.kind() != Token.Kind.WORD) return null;
            words.add(t.text());
        }
        if (words.isEmpty() || !c.accept("with base power and toughness")) return null;
        Token pt = c.next();
        int[] v = pt == null || pt.kind() != Token.Kind.PT || pt.text().startsWith("+") ? null : pt.fixedPt();
        if (v == null || v[0] < 0 || v[1] < 0) return null;
        boolean eot = c.accept("until end of turn");
        return new EffectNode.BecomeWithBase(subject, String.join(" ", words), v[0], v[1], eot, losesAll);
    }
}
