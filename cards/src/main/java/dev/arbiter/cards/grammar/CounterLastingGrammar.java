package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A duration ended by a counter on the affected object (611.2b, 122.1):
 * <pre>
 * counter-lasting := "for as long as it has" ("a" | "an") KIND "counter on it"
 * land-lasting    := "is" ("a" | "an") BASIC-LAND-TYPE counter-lasting        (305.7: "That land is a Swamp for as long as ...")
 * </pre>
 */
final class CounterLastingGrammar {
    private CounterLastingGrammar() {
    }

    /** The counter kind ("feather", "+1/+1"), or null with the cursor unchanged. */
    static String duration(Cursor c) {
        int m = c.mark();
        if (c.acceptAny("for as long as it has a", "for as long as it has an") == null) return null;
        Token kind = c.next();
        if (kind != null && (kind.kind() == Token.Kind.PT || kind.kind() == Token.Kind.WORD && !kind.is("counter")
                && !kind.is("additional")) && c.accept("counter on it")) {
            return kind.kind() == Token.Kind.PT ? kind.text() : kind.lower();
        }
        c.reset(m);
        return null;
    }

    private static final java.util.List<String> BASIC = java.util.List.of("plains", "island", "swamp", "mountain", "forest");

    /** "[object] is a Swamp for as long as it has a mire counter on it" (305.7, 611.2b), or null with the cursor unchanged. */
    static EffectNode landType(Cursor c, ObjectRef subject) {
        return c.attempt(k -> {
            if (k.acceptAny("is a", "is an") == null) return null;
            Token type = k.next();
            if (type == null || type.kind() != Token.Kind.WORD || !BASIC.contains(type.lower())) return null;
            String counter = duration(k); // only with this duration: "is a Swamp" alone is not read here
            if (counter == null) return null;
            String name = Character.toUpperCase(type.lower().charAt(0)) + type.lower().substring(1);
            return new EffectNode.WhileCounter(new EffectNode.BecomeLandType(subject, name), counter);
        });
    }
}
