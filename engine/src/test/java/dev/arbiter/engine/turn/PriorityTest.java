package dev.arbiter.engine.turn;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.testing.Table;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.Table.ALICE;
import static dev.arbiter.engine.testing.Table.BOB;
import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

class PriorityTest {
    private Table table(Step step) {
        return new Table().at(1, ALICE, step).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    @Test
    void activePlayerReceivesPriorityFirst_117_3a() {
        GameState s = table(Step.UPKEEP).start();
        assertThat(Game.decision(s).player()).isEqualTo(ALICE);
    }

    @Test
    void casterReceivesPriorityAfterCasting_117_3c_andTopResolvesWhenAllPass_117_4() {
        Table t = table(Step.MAIN1);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.start();
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(dev.arbiter.engine.state.Target.player(BOB))));
        assertThat(s.stack()).hasSize(1);
        assertThat(Game.decision(s).player()).isEqualTo(ALICE);
        s = t.ok(s, new Choice.Pass());
        assertThat(Game.decision(s).player()).isEqualTo(BOB);
        assertThat(s.stack()).hasSize(1);
        s = t.ok(s, new Choice.Pass());
        assertThat(s.stack()).isEmpty();
        assertThat(s.player(BOB).life()).isEqualTo(17);
        assertThat(Game.decision(s).player()).isEqualTo(ALICE); // 117.3b
        assertThat(s.turn().step()).isEqualTo(Step.MAIN1);
        assertThat(s.object(bolt).zone()).isEqualTo(Zone.GRAVEYARD); // 608.2n
    }

    @Test
    void sorceryTimingOnlyInOwnMainPhaseWithEmptyStack_307_1_instantsAnyTime_117_1a() {
        Table t = table(Step.UPKEEP);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int giant = t.put(ALICE, Zone.HAND, HILL_GIANT);
        int bolt = t.put(ALICE, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.start();
        assertThat(t.rejected(s, new Choice.CastSpell(giant))).isEqualTo("307.1 / 117.1a");
        Decision.Priority d = (Decision.Priority) Game.decision(s);
        assertThat(d.actions()).contains(new Choice.CastSpell(bolt)).doesNotContain(new Choice.CastSpell(giant));
    }

    @Test
    void theNonactivePlayerMayCastInstantsWhenTheyHavePriority_117_1a() {
        Table t = table(Step.UPKEEP);
        t.put(BOB, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.ok(t.start(), new Choice.Pass());
        assertThat(Game.decision(s).player()).isEqualTo(BOB);
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(dev.arbiter.engine.state.Target.player(ALICE))));
        s = t.passAll(s);
        assertThat(s.player(ALICE).life()).isEqualTo(17);
        assertThat(s.turn().step()).isEqualTo(Step.UPKEEP);
    }
}
