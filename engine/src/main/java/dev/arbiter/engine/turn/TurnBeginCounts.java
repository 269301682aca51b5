package dev.arbiter.engine.turn;

import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerCounts;

/**
 * What abilities later ask about the moment a turn began (500.1, before its untap step, 502.3): "the number of
 * untapped lands they controlled at the beginning of this turn" (Power Surge), counted per controller.
 */
final class TurnBeginCounts {
    private TurnBeginCounts() {
    }

    /** {@code s} with its (new) turn's history noting each player's untapped lands now. */
    static GameState noted(GameState s) {
        PlayerCounts lands = PlayerCounts.NONE;
        for (int id : s.battlefield()) {
            GameObject o = s.object(id);
            if (!o.tapped() && Layers.of(s, id).isLand()) lands = lands.plus(o.controller(), 1);
        }
        return s.withTurn(s.turn().withHistory(s.turn().history().withUntappedLandsAtStart(lands)));
    }
}
