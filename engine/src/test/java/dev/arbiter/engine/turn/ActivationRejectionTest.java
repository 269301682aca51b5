package dev.arbiter.engine.turn;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.Counters;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

/** Why an activation is refused: the rejection cites the rule that forbids it. */
class ActivationRejectionTest {
    private Table table() {
        return new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    @Test
    void aSummoningSickCreaturesTapAbilityCitesTheSummoningSicknessRule_302_6() {
        Table t = table();
        int elves = t.put(ALICE, Zone.BATTLEFIELD, LLANOWAR_ELVES,
                new Position.Placement(false, true, 0, Counters.NONE, false));
        GameState s = t.start();
        assertThat(t.rejected(s, new Choice.ActivateAbility(elves, 0))).isEqualTo("302.6");
    }

    @Test
    void anotherPlayersPermanentCitesControl_602_2() {
        Table t = table();
        int elves = t.put(BOB, Zone.BATTLEFIELD, LLANOWAR_ELVES);
        GameState s = t.start();
        assertThat(t.rejected(s, new Choice.ActivateAbility(elves, 0))).isEqualTo("602.2");
    }

    @Test
    void aTappedSourceCantPayItsTapCost_602_2b() {
        Table t = table();
        int elves = t.put(ALICE, Zone.BATTLEFIELD, LLANOWAR_ELVES);
        GameState s = t.ok(t.start(), new Choice.ActivateAbility(elves, 0));
        assertThat(t.rejected(s, new Choice.ActivateAbility(elves, 0))).isEqualTo("602.2b / 118.3");
    }
}
