package dev.arbiter.engine.turn;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

class TurnStructureTest {
    @Test
    void stepsFollowInOrderAndCombatWithoutAttackersSkipsBlockersAndDamage_500_1_508_8() {
        Table t = new Table().at(1, ALICE, Step.UPKEEP).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        GameState s = t.start();
        List<Step> seen = new ArrayList<>();
        while (s.turn().number() == 1) {
            if (seen.isEmpty() || seen.get(seen.size() - 1) != s.turn().step()) seen.add(s.turn().step());
            Decision d = Game.decision(s);
            s = t.ok(s, d instanceof Decision.Attackers ? new Choice.DeclareAttackers(List.of()) : new Choice.Pass());
        }
        assertThat(seen).containsExactly(Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGINNING_OF_COMBAT,
                Step.DECLARE_ATTACKERS, Step.END_OF_COMBAT, Step.MAIN2, Step.END);
        assertThat(s.turn().active()).isEqualTo(BOB);
    }

    @Test
    void startingPlayerSkipsTheDrawOfTheirFirstTurnInTwoPlayerGames_103_8a() {
        Table t = new Table().at(1, ALICE, Step.UPKEEP).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        GameState s = t.passUntil(t.start(), Step.MAIN1);
        assertThat(s.player(ALICE).hand()).isEmpty();
        s = t.passUntil(s, Step.UPKEEP);
        s = t.passUntil(s, Step.MAIN1);
        assertThat(s.turn().active()).isEqualTo(BOB);
        assertThat(s.player(BOB).hand()).hasSize(1); // 504.1: the active player draws
    }

    @Test
    void untapStepUntapsTheActivePlayersPermanentsOnly_502_3() {
        Table t = new Table().at(1, ALICE, Step.END).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int aliceLand = t.tapped(ALICE, FOREST);
        int bobLand = t.tapped(BOB, FOREST);
        GameState s = t.passUntil(t.start(), Step.UPKEEP);
        assertThat(s.turn().active()).isEqualTo(BOB);
        assertThat(s.object(bobLand).tapped()).isFalse();
        assertThat(s.object(aliceLand).tapped()).isTrue();
    }

    @Test
    void manaPoolsEmptyAtTheEndOfEachStep_500_4() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int forest = t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        GameState s = t.start();
        s = t.ok(s, new Choice.ActivateAbility(forest, 0));
        assertThat(s.player(ALICE).pool().g()).isEqualTo(1);
        s = t.passAll(s);
        assertThat(s.turn().step()).isEqualTo(Step.BEGINNING_OF_COMBAT);
        assertThat(s.player(ALICE).pool().isEmpty()).isTrue();
    }

    @Test
    void onlyOneLandPerTurn_305_2() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int f1 = t.put(ALICE, Zone.HAND, FOREST);
        int f2 = t.put(ALICE, Zone.HAND, FOREST);
        GameState s = t.ok(t.start(), new Choice.PlayLand(f1));
        assertThat(s.object(f1).zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(t.rejected(s, new Choice.PlayLand(f2))).isEqualTo("305.2");
    }

    @Test
    void landsArePlayedOnlyInYourMainPhaseWithAnEmptyStack_305_1() {
        Table t = new Table().at(1, ALICE, Step.UPKEEP).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int f1 = t.put(ALICE, Zone.HAND, FOREST);
        assertThat(t.rejected(t.start(), new Choice.PlayLand(f1))).isEqualTo("305.1 / 307.1");
    }

    @Test
    void cleanupDiscardsDownToMaximumHandSize_514_1() {
        Table t = new Table().at(1, ALICE, Step.END).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        List<Integer> hand = new ArrayList<>();
        for (int i = 0; i < 9; i++) hand.add(t.put(ALICE, Zone.HAND, GRIZZLY_BEARS));
        GameState s = t.passAll(t.start());
        Decision d = Game.decision(s);
        assertThat(d).isInstanceOf(Decision.Objects.class);
        Decision.Objects discard = (Decision.Objects) d;
        assertThat(discard.min()).isEqualTo(2);
        assertThat(t.rejected(s, new Choice.ChooseObjects(hand.subList(0, 1)))).isNotNull();
        s = t.ok(s, new Choice.ChooseObjects(hand.subList(0, 2)));
        assertThat(s.player(ALICE).hand()).hasSize(7);
        assertThat(s.player(ALICE).graveyard()).containsExactly(hand.get(0), hand.get(1));
    }

    @Test
    void cleanupRemovesDamageAndEndsUntilEndOfTurnEffects_514_2() {
        Table t = new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        int bear = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int growth = t.put(ALICE, Zone.HAND, GIANT_GROWTH);
        t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        t.put(BOB, Zone.BATTLEFIELD, MOUNTAIN);
        GameState s = t.start();
        s = t.ok(s, new Choice.CastSpell(growth));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(bear).ref())));
        s = t.passAll(s);
        assertThat(dev.arbiter.engine.layers.Layers.of(s, bear).power()).isEqualTo(5);
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(bear).ref())));
        s = t.passAll(s);
        assertThat(s.object(bear).damage()).isEqualTo(3);
        assertThat(s.object(bear).zone()).isEqualTo(Zone.BATTLEFIELD); // 5/5 survives 3 damage
        s = t.passUntil(s, Step.UPKEEP);
        assertThat(s.object(bear).damage()).isZero();
        assertThat(dev.arbiter.engine.layers.Layers.of(s, bear).power()).isEqualTo(2);
    }
}
