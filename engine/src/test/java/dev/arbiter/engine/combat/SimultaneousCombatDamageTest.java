package dev.arbiter.engine.combat;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
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

/** 510.2: the step's damage dealt as one event, the creatures' marks written in one state (SimultaneousCombatDamage). */
class SimultaneousCombatDamageTest {
    @Test
    void twoBlockersMarksOnOneAttackerAndAnUnblockedAttackersDamage_510_2() {
        Table t = new Table().at(1, ALICE, Step.BEGINNING_OF_COMBAT).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int angel = t.put(ALICE, Zone.BATTLEFIELD, SERRA_ANGEL);
        int giant = t.put(ALICE, Zone.BATTLEFIELD, HILL_GIANT);
        int b1 = t.put(BOB, Zone.BATTLEFIELD, GIANT_SPIDER);
        int b2 = t.put(BOB, Zone.BATTLEFIELD, GIANT_SPIDER);
        GameState s = t.passAll(t.start());
        s = t.passAll(t.ok(s, new Choice.DeclareAttackers(List.of(new Choice.Attack(angel, Target.player(BOB)),
                new Choice.Attack(giant, Target.player(BOB))))));
        s = t.passAll(t.ok(s, new Choice.DeclareBlockers(List.of(new Choice.Block(b1, angel), new Choice.Block(b2, angel)))));
        assertThat(Game.decision(s)).isInstanceOf(dev.arbiter.engine.decision.Decision.DamageAssignment.class);
        s = t.ok(s, new Choice.AssignDamage(List.of(new Choice.DamageShare(s.object(b1).ref(), 2),
                new Choice.DamageShare(s.object(b2).ref(), 2))));
        assertThat(s.player(BOB).life()).isEqualTo(17); // the Giant's 3, with the blockers' damage in one event
        assertThat(s.object(angel).zone()).isEqualTo(Zone.GRAVEYARD); // 2 + 2 marked on the 4/4 (704.5g)
        assertThat(s.object(b1).damage()).isEqualTo(2); // each 2/4 Spider keeps its 2 damage
        assertThat(s.object(b2).damage()).isEqualTo(2);
        assertThat(t.log).containsSubsequence("Serra Angel deals 2 damage to Giant Spider",
                "Serra Angel deals 2 damage to Giant Spider", "Hill Giant deals 3 damage to bob (17)",
                "Giant Spider deals 2 damage to Serra Angel", "Giant Spider deals 2 damage to Serra Angel");
    }
}
