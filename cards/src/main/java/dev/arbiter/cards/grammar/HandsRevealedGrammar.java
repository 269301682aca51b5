package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.ChoiceNode;

/**
 * A player group playing with its hands revealed (400.2: the hand is a hidden zone; 701.20b: revealed):
 * <pre>
 * hands := ["you"] "play with your hand revealed"                   (an imperative is the controller's)
 *        | ("players" | "each player") "play" ["s"] "with their hand" ["s"] "revealed"
 *        | ("your opponents" | "each opponent") "play" ["s"] "with their hand" ["s"] "revealed"
 * </pre>
 * The possessive agrees with the group ("your" for you, "their" for the others).
 */
final class HandsRevealedGrammar {

    private HandsRevealedGrammar() {
    }

    /** The node at the cursor (without the final "."), or null with the cursor where it was. */
    static ChoiceNode hands(Cursor c) {
        return c.attempt(k -> {
            String whose;
            if (k.accept("players") || k.accept("each player")) whose = "players";
            else if (k.accept("your opponents") || k.accept("each opponent")) whose = "opponents";
            else {
                k.accept("you");
                whose = "your";
            }
            if (k.acceptAny("play", "plays") == null || !k.accept("with")) return null;
            if (k.accept(whose.equals("your") ? "your" : "their") && k.acceptAny("hand", "hands") != null && k.accept("revealed")) {
                return new ChoiceNode.HandsRevealed(whose);
            }
            return null;
        });
    }
}
