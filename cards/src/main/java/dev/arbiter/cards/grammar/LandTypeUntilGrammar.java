package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.ObjectRef;

/**
 * A land made a basic land type until end of turn (305.7, 611.2a):
 * <pre>
 * land-type-until := ("becomes" | "become") ("a" | "an") BASIC-LAND-TYPE "until end of turn"
 * </pre>
 * "Target land becomes an Island until end of turn." The new type replaces the land's old land types and their mana
 * abilities (305.7); the subject must be a target land ("target land [an opponent controls]").
 */
final class LandTypeUntilGrammar {
    private LandTypeUntilGrammar() {
    }

    private static final java.util.List<String> BASIC = java.util.List.of("plains", "island", "swamp", "mountain", "forest");

    /** The effect on {@code subject}, or null with the cursor unchanged. */
    static EffectNode objectVerb(Cursor c, ObjectRef subject) {
        if (!(subject instanceof ObjectRef.Targeted t) || !t.noun().heads().equals(java.util.List.of("land"))) return null;
        return c.attempt(k -> {
            if (k.acceptAny("becomes a", "becomes an", "become a", "become an") == null) return null;
            Token type = k.next();
            if (type == null || type.kind() != Token.Kind.WORD || !BASIC.contains(type.lower())) return null;
            if (!k.accept("until end of turn")) return null;
            String name = Character.toUpperCase(type.lower().charAt(0)) + type.lower().substring(1);
            return new EffectNode.UntilEndOfTurn(new EffectNode.BecomeLandType(subject, name));
        });
    }
}
