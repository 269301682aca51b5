package dev.arbiter.engine.game;

import dev.arbiter.engine.state.GameConfig;

import java.util.List;

/**
 * Everything that defines a game before the first choice: players, seed, settings, life (103.4).
 * {@code startingLife} is each player's (119.1: 20), in Two-Headed Giant each team's shared total.
 */
public record GameSetup(List<PlayerSetup> players, long seed, GameConfig config, int startingLife) {
    /** 810.4 / 119.1a: a Two-Headed Giant team's shared life total starts at 30. */
    public static final int TWO_HEADED_GIANT_LIFE = 30;

    public GameSetup {
        players = List.copyOf(players);
        if (players.size() < 2) throw new IllegalArgumentException("a game needs at least two players");
    }

    public static GameSetup twoPlayer(PlayerSetup a, PlayerSetup b, long seed) {
        return new GameSetup(List.of(a, b), seed, GameConfig.STANDARD, 20);
    }
}
