package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;
import java.util.List;

/**
 * A bonus and keywords lost for the turn (613.4c, 613.1f, 611.2a); "loses K until end of turn" alone is
 * {@link LoseGrammar}'s:
 * <pre>
 * pump-and-lose := ("gets" | "get") +P/+T ("and loses" | "and lose") keywords "until end of turn"
 * </pre>
 */
final class LoseKeywordGrammar {
    private LoseKeywordGrammar() {
    }

    /** The effect on {@code subject}, or null with the cursor unchanged. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        int m = c.mark();
        try {
            EffectNode read = read(c, subject);
            if (read != null) return read;
        } catch (ParseFailure f) {
            // not this construct
        }
        c.reset(m);
        return null;
    }

    private static EffectNode read(Cursor c, ObjectRef subject) {
        if (c.acceptAny("gets", "get") == null) return null;
        Token pt = c.next();
        if (pt == null || pt.kind() != Token.Kind.PT || pt.text().contains("X")) return null;
        String[] parts = pt.text().split("/");
        int power;
        int toughness;
        try {
            power = Integer.parseInt(parts[0].replace("+", ""));
            toughness = Integer.parseInt(parts[1].replace("+", ""));
        } catch (NumberFormatException e) {
            return null;
        }
        if (c.acceptAny("and loses", "and lose") == null) return null;
        if (c.at("all")) return null; // "loses all abilities" / "all landwalk abilities": other constructs
        List<String> keywords = ClauseGrammar.keywords(c);
        if (!c.accept("until end of turn")) return null;
        return new EffectNode.PumpAndLose(subject, power, toughness, keywords);
    }
}
