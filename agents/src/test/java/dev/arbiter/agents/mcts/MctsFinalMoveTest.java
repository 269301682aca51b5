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

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search's final move (what SearchStats reports on): the heuristic's own move is played unless another root move
 * scored more than the preference bar (0.02 in mean reward) above it over the same complete rounds; and then the best
 * such move. Checked on decisions of heuristic games of the bench decks, for both seats.
 */
class MctsFinalMoveTest {
    @Test
    void theHeuristicsMoveStandsUnlessAnotherScoredClearlyBetter() {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        int searched = 0;
        for (long seed = 3; seed <= 4; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", red), new PlayerSetup("b", green), seed), false).state();
            HeuristicAgent driver = new HeuristicAgent(seed);
            for (int step = 0; step < 300 && !s.isOver(); step++) {
                Decision d = Game.decision(s);
                if (s.turn().number() >= 3 && step % 7 == 0) {
                    MctsAgent agent = new MctsAgent(11 + step, MctsBudget.iterations(40));
                    Choice c = agent.choose(s, d);
                    assertThat(Game.check(s, c)).as("seed %d step %d: legal", seed, step).isNull();
                    if (agent.searches() > 0) {
                        Map<Choice, Double> means = agent.lastMeans();
                        Choice preferred = agent.lastPreferred();
                        assertThat(means).as("seed %d step %d: root moves", seed, step).containsKey(preferred).containsKey(c);
                        double best = means.get(preferred);
                        for (Map.Entry<Choice, Double> e : means.entrySet()) best = Math.max(best, e.getValue());
                        if (c.equals(preferred)) {
                            assertThat(best).as("seed %d step %d: nothing cleared the bar", seed, step)
                                    .isLessThanOrEqualTo(means.get(preferred) + 0.02 + 1e-12);
                        } else {
                            assertThat(means.get(c)).as("seed %d step %d: the override cleared the bar and is the best", seed, step)
                                    .isGreaterThan(means.get(preferred) + 0.02).isEqualTo(best);
                        }
                        searched++;
                    }
                }
                s = Game.apply(s, driver.choose(s, d), false).state();
            }
        }
        assertThat(searched).as("searches checked").isGreaterThan(3);
    }
}
