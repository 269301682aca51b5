package dev.arbiter.engine.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
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

/** Seed 422: an illegal action is rejected and reversed as a whole; the player keeps priority. */
class IllegalActionTest {
    private Table table() {
        return new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    @Test
    void castingWithoutTheManaIsRejectedAndTheStateIsUnchanged_422_1() {
        Table t = table();
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.start();
        GameState copy = s;
        assertThat(t.rejected(s, new Choice.CastSpell(bolt))).isEqualTo("601.2h / 118.3");
        assertThat(s).isEqualTo(copy);
        assertThat(s.object(bolt).zone()).isEqualTo(Zone.HAND);
    }

    @Test
    void reversingACastUndoesTheManaAbilitiesActivatedWhilePaying_422_1_andThePlayerKeepsPriority_422_2() {
        Table t = table();
        int mountain = t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int blaze = t.put(ALICE, Zone.HAND, FIREBALL_X);
        GameState before = t.start();
        GameState s = t.ok(before, new Choice.CastSpell(blaze));
        s = t.ok(s, new Choice.ChooseNumber(0));
        assertThat(Game.decision(s)).isInstanceOf(Decision.Targets.class);
        // An invalid target is refused; the decision stays exactly where it was.
        GameState pending = s;
        assertThat(t.rejected(s, new Choice.ChooseTargets(List.of(s.object(mountain).ref())))).isNotNull();
        assertThat(s).isEqualTo(pending);
        // Reversing the whole cast: the spell returns to hand, nothing was paid, same player has priority.
        GameState reversed = t.ok(s, new Choice.Cancel());
        assertThat(reversed).isEqualTo(before);
        assertThat(reversed.object(blaze).zone()).isEqualTo(Zone.HAND);
        assertThat(reversed.object(mountain).tapped()).isFalse();
        assertThat(Game.decision(reversed).player()).isEqualTo(ALICE);
        // 422.2: the player may redo the action legally.
        GameState redo = t.ok(t.ok(t.ok(reversed, new Choice.CastSpell(blaze)), new Choice.ChooseNumber(0)),
                new Choice.ChooseTargets(List.of(Target.player(BOB))));
        assertThat(redo.stack()).hasSize(1);
        assertThat(redo.object(mountain).tapped()).isTrue();
    }

    @Test
    void explicitPaymentWithTheWrongSourcesIsRejectedWhole_422_1() {
        Table t = table();
        int forest = t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.CastSpell(bolt, List.of(forest)));
        GameState atTargets = s;
        assertThat(t.rejected(s, new Choice.ChooseTargets(List.of(Target.player(BOB))))).isEqualTo("601.2h / 118.3");
        assertThat(s).isEqualTo(atTargets);
        assertThat(s.object(forest).tapped()).isFalse();
    }

    @Test
    void aSummoningSickCreaturesTapAbilityIsRejectedCiting302_6() {
        Table t = table();
        int elves = t.sick(ALICE, LLANOWAR_ELVES);
        int bears = t.put(ALICE, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int growth = t.put(ALICE, Zone.HAND, GIANT_GROWTH);
        t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        GameState s = t.start();
        assertThat(t.rejected(s, new Choice.ActivateAbility(elves, 0))).isEqualTo("302.6");
        GameState cast = t.ok(s, new Choice.CastSpell(growth, List.of(elves)));
        assertThat(t.rejected(cast, new Choice.ChooseTargets(List.of(cast.object(bears).ref())))).isEqualTo("302.6 / 601.2h");
    }

    @Test
    void gameProcedureCannotBeCancelled() {
        Table t = new Table().at(1, ALICE, Step.END).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
        for (int i = 0; i < 8; i++) t.put(ALICE, Zone.HAND, GRIZZLY_BEARS);
        GameState s = t.passAll(t.start());
        assertThat(Game.decision(s)).isInstanceOf(Decision.Objects.class);
        assertThat(t.rejected(s, new Choice.Cancel())).isEqualTo("422.1");
    }

    @Test
    void aChoiceOfTheWrongKindIsRejected() {
        Table t = table();
        GameState s = t.start();
        assertThat(t.rejected(s, new Choice.ChooseNumber(3))).isEqualTo("117.1");
        assertThat(t.rejected(s, new Choice.CastSpell(9999))).isEqualTo("109.1");
    }
}
