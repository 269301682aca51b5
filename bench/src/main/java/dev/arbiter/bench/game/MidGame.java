package dev.arbiter.bench.game;

import dev.arbiter.agents.Match;
import dev.arbiter.agents.RandomAgent;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameState;

import java.util.ArrayList;
import java.util.List;

/** A state in the middle of a bench game (red-simple vs green-simple, random agents, seed n): the state after half its choices. */
final class MidGame {
    private MidGame() {
    }

    static List<CardDefinition> deck(String name) {
        return Decks.build(DeckListReader.bundled(name), CardPool.bundled(), false);
    }

    static GameState of(long seed) {
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", deck("red-simple")),
                new PlayerSetup("bob", deck("green-simple")), seed);
        List<GameState> states = new ArrayList<>();
        Match.play(setup, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), false,
                (s, c) -> states.add(s));
        GameState s = states.get(states.size() / 2);
        return s.isOver() ? states.get(0) : s;
    }
}
