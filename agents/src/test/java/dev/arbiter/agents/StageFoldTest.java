package dev.arbiter.agents;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.proc.InProgress;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Stage;
import dev.arbiter.engine.turn.BeginStep;
import dev.arbiter.engine.turn.PriorityChecks;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13 (game.Game.beginStep): a step's start and the checks before priority run in one pass with one turn record;
 * the state in the stage CHECKS is made only where it is kept. In every state after a choice of seeded random games with
 * triggered abilities: a question the checks ask (117.5: trigger targets, order) is pending in a state, and with a view,
 * in the stage CHECKS, as the loop with a record per stage left it; a state waiting for a priority choice is in PRIORITY;
 * only a step's start may be pending in BEGIN.
 */
class StageFoldTest {
    @Test
    void statesAtRestKeepTheStageOfTheProcedureTheyWaitFor() throws Exception {
        int[] checksQuestions = {0};
        for (GoldenGamesTest.Pairing p : List.of(GoldenGamesTest.AURAS, GoldenGamesTest.MECHANICS)) {
            List<CardDefinition> a = p.deck(p.alice());
            List<CardDefinition> b = p.deck(p.bob());
            for (long seed = 1; seed <= 30; seed++) {
                long s1 = seed;
                GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", a), new PlayerSetup("bob", b), seed);
                Match.play(setup, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), false,
                        (s, c) -> {
                            if (s.isOver()) return;
                            Stage stage = s.turn().stage();
                            if (s.pending() instanceof InProgress ip) {
                                if (ip.procedure() instanceof PriorityChecks) {
                                    checksQuestions[0]++;
                                    assertThat(stage).as("%s seed %d after %s", p.name(), s1, c).isEqualTo(Stage.CHECKS);
                                    assertThat(ip.view().turn().stage()).as("%s seed %d view", p.name(), s1).isEqualTo(Stage.CHECKS);
                                } else if (stage == Stage.BEGIN) {
                                    assertThat(ip.procedure()).as("%s seed %d", p.name(), s1).isInstanceOf(BeginStep.class);
                                }
                            } else {
                                assertThat(stage).as("%s seed %d after %s", p.name(), s1, c).isEqualTo(Stage.PRIORITY);
                            }
                        });
            }
        }
        assertThat(checksQuestions[0]).as("questions asked by the checks before priority").isGreaterThan(20);
    }
}
