package dev.arbiter.engine.effects;

import dev.arbiter.engine.layers.Layers;
import dev.arbiter.engine.state.GameState;

/**
 * A player's party (700.8): up to one each of a Cleric, a Rogue, a Warrior and a Wizard among the creatures they
 * control; a creature with several of those types fills only one place, so the size is the largest such choice.
 */
final class Party {
    private Party() {
    }

    /** The number of creatures in {@code player}'s party (0 to 4). */
    static int size(GameState s, int player) {
        return dev.arbiter.engine.layers.PartyCount.size(s, player, id -> Layers.of(s, id));
    }
}

