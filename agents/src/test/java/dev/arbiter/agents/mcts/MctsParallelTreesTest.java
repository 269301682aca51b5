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

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 12, "parallel playouts when threads are free": with {@link MctsBudget#threads} above 1 the
 * search grows several trees at once. With a budget in iterations it stays reproducible (the same
 * seed gives the same choices, whatever the scheduling), the iterations are shared out among the
 * trees, and it still plays only legal moves.
 */
class MctsParallelTreesTest {
    @Test
    void parallelTreesAreReproducibleAndShareTheIterations() {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        MctsBudget budget = MctsBudget.iterations(21).withThreads(3);
        int searchedDecisions = 0;
        for (long seed = 1; seed <= 2; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", red), new PlayerSetup("b", green), seed), false).state();
            HeuristicAgent driver = new HeuristicAgent(seed);
            for (int step = 0; step < 300 && !s.isOver(); step++) {
                Decision d = Game.decision(s);
                if (s.turn().number() >= 3 && step % 4 == 0) {
                    MctsAgent first = new MctsAgent(7, budget);
                    MctsAgent second = new MctsAgent(7, budget);
                    Choice a = first.choose(s, d);
                    Choice b = second.choose(s, d);
                    assertThat(b).as("seed %d step %d: %s", seed, step, d.prompt()).isEqualTo(a);
                    assertThat(Game.check(s, a)).as("seed %d step %d: the choice is legal", seed, step).isNull();
                    if (first.searches() > 0) {
                        searchedDecisions++;
                        assertThat(first.iterations()).as("21 iterations shared by 3 trees").isEqualTo(21L * first.searches());
                    }
                }
                s = Game.apply(s, driver.choose(s, d), false).state();
            }
        }
        assertThat(searchedDecisions).as("decisions where the trees really grew").isGreaterThan(3);
    }

    @Test
    void aBudgetNeedsAtLeastOneThread() {
        assertThatThrownBy(() -> MctsBudget.DEFAULT.withThreads(0)).hasMessageContaining("at least 1");
    }
}
