package dev.arbiter.agents.mcts;

import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search compares its root moves in rounds (common random numbers): each round plays every root
 * move once on one determinisation, and only complete rounds count. With a budget of {@code k}
 * rounds' iterations plus a few, every root move has been compared over exactly {@code k} rounds,
 * in one tree and shared out among parallel trees alike.
 */
class MctsPairedRoundsTest {
    @Test
    void everyRootMoveIsComparedOverTheSameCompleteRounds() {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        int searched = 0;
        for (long seed = 1; seed <= 2; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", red), new PlayerSetup("b", green), seed), false).state();
            HeuristicAgent driver = new HeuristicAgent(seed);
            for (int step = 0; step < 300 && !s.isOver(); step++) {
                Decision d = Game.decision(s);
                if (s.turn().number() >= 3 && step % 9 == 0) {
                    GameState det = Determinizer.sample(s, d.player(), 1);
                    List<Choice> moves = SearchMoves.of(det, d, new HeuristicAgent(1));
                    boolean priorityWithOneMove = d instanceof Decision.Priority p && SearchMoves.priority(det, p).size() == 1;
                    if (moves.size() > 1 && !priorityWithOneMove) {
                        int n = moves.size();
                        for (int threads : new int[]{1, 2}) {
                            MctsAgent agent = new MctsAgent(5, MctsBudget.iterations(3 * n * threads + 1).withThreads(threads));
                            Choice c = agent.choose(s, d);
                            assertThat(Game.check(s, c)).as("seed %d step %d: legal", seed, step).isNull();
                            if (agent.searches() == 0) continue;
                            var rounds = agent.lastRounds();
                            assertThat(rounds).as("seed %d step %d: root moves", seed, step).hasSize(n);
                            assertThat(rounds.values()).as("seed %d step %d, %d tree(s): rounds per root move", seed, step, threads)
                                    .containsOnly(3 * threads);
                            searched++;
                        }
                    }
                }
                s = Game.apply(s, driver.choose(s, d), false).state();
            }
        }
        assertThat(searched).as("searches checked").isGreaterThan(3);
    }
}
