package dev.arbiter.engine.state;

/**
 * An action in progress that waits for a player's choice. The engine's procedure runtime
 * implements it; the state only carries it, so that a state is a complete snapshot of the game.
 */
public interface Pending {
}
