package dev.arbiter.engine.game;

import dev.arbiter.engine.state.GameConfig;

import java.util.List;

/** Everything that defines a game before the first choice: players, seed, settings, life (103.4). */
public record GameSetup(List<PlayerSetup> players, long seed, GameConfig config, int startingLife) {
    public GameSetup {
        players = List.copyOf(players);
        if (players.size() < 2) throw new IllegalArgumentException("a game needs at least two players");
    }

    public static GameSetup twoPlayer(PlayerSetup a, PlayerSetup b, long seed) {
        return new GameSetup(List.of(a, b), seed, GameConfig.STANDARD, 20);
    }
}
