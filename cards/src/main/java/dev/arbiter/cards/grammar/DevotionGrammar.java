package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.AmountNode;

import java.util.ArrayList;
import java.util.List;

/**
 * A player's devotion (700.5):
 * <pre>
 * devotion := "your devotion to" colour ("and" colour)?
 * </pre>
 */
final class DevotionGrammar {
    private static final String[] COLORS = {"white", "blue", "black", "red", "green"};

    private DevotionGrammar() {
    }

    /** The amount, or null with the cursor unchanged. */
    static AmountNode devotion(Cursor c) {
        int m = c.mark();
        if (!c.accept("your devotion to")) return null;
        List<String> colors = new ArrayList<>();
        String first = c.acceptAny(COLORS);
        if (first == null) {
            c.reset(m); // "your devotion to that color" names a colour chosen as it resolves
            return null;
        }
        colors.add(first);
        int beforeAnd = c.mark();
        if (c.accept("and")) {
            String second = c.acceptAny(COLORS);
            if (second == null) c.reset(beforeAnd);
            else colors.add(second);
        }
        return new AmountNode.Devotion(List.copyOf(colors));
    }
}
