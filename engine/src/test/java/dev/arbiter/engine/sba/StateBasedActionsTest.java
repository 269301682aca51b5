package dev.arbiter.engine.sba;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerStatus;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

class StateBasedActionsTest {
    @Test
    void aPlayerWithZeroLifeLoses_704_5a() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5).life(BOB, 3);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.ok(t.start(), new Choice.CastSpell(bolt)), new Choice.ChooseTargets(List.of(Target.player(BOB))));
        s = t.passAll(s);
        assertThat(s.isOver()).isTrue();
        assertThat(s.outcome().winners()).containsExactly(ALICE);
        assertThat(s.player(BOB).status()).isEqualTo(PlayerStatus.LOST);
        assertThat(Game.decision(s)).isNull();
    }

    @Test
    void drawingFromAnEmptyLibraryLosesTheNextTimeAPlayerWouldReceivePriority_423_4() {
        Table t = new Table().at(1, BOB, Step.END).library(ALICE, FOREST, 0).library(BOB, FOREST, 5);
        GameState s = t.start();
        s = t.passUntil(s, Step.MAIN1); // alice's turn 2: her draw step tries to draw
        assertThat(s.isOver()).isTrue();
        assertThat(s.outcome().winners()).containsExactly(BOB);
        assertThat(t.log).anyMatch(l -> l.contains("attempts to draw from an empty library"));
        assertThat(t.log).anyMatch(l -> l.contains("423.4"));
    }

    @Test
    void anEmptyLibraryAloneDoesNotLose_423_4() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 0).library(BOB, FOREST, 5);
        GameState s = t.start();
        assertThat(s.isOver()).isFalse();
    }

    @Test
    void creaturesWithLethalDamageAreDestroyed_704_5g() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        int giant = t.put(BOB, Zone.BATTLEFIELD, HILL_GIANT);
        GameState s = t.start();
        s = t.ok(t.ok(s, new Choice.CastSpell(bolt)), new Choice.ChooseTargets(List.of(s.object(giant).ref())));
        s = t.passAll(s);
        assertThat(s.object(giant).zone()).isEqualTo(Zone.GRAVEYARD);
        assertThat(s.player(BOB).graveyard()).contains(giant);
    }

    @Test
    void creaturesWithZeroToughnessGoToTheGraveyard_704_5f() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int zero = t.put(BOB, Zone.BATTLEFIELD, creature("Zero", "{0}", 0, 0));
        GameState s = t.start();
        assertThat(s.object(zero).zone()).isEqualTo(Zone.GRAVEYARD);
    }
}
