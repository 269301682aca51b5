package dev.arbiter.engine.state;

/** Whether a player is still in the game (104). */
public enum PlayerStatus {
    PLAYING, WON, LOST, DRAW
}
