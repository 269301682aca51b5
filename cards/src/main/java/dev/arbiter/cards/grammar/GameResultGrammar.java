package dev.arbiter.cards.grammar;

import dev.arbiter.cards.grammar.ast.EffectNode;
import dev.arbiter.cards.grammar.ast.PlayerRef;

/**
 * A player winning or losing the game by an effect (104.2b, 104.3e):
 * <pre>
 * verb := ("win" | "wins" | "lose" | "loses") "the game"
 * </pre>
 */
final class GameResultGrammar {

    private GameResultGrammar() {
    }

    /** The phrase for {@code who}, or null (cursor unchanged). */
    static EffectNode verb(Cursor c, PlayerRef who, boolean third) {
        if (c.accept(third ? "wins the game" : "win the game")) return new EffectNode.GameResult(who, true);
        if (c.accept(third ? "loses the game" : "lose the game")) return new EffectNode.GameResult(who, false);
        return null;
    }
}
