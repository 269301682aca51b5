package dev.arbiter.engine.stack;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
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

class CastingTest {
    private Table table() {
        return new Table().at(1, ALICE, Step.MAIN1).library(ALICE, FOREST, 5).library(BOB, FOREST, 5);
    }

    @Test
    void aSpellWhoseOnlyTargetBecameIllegalDoesNotResolve_608_2b() {
        Table t = table();
        t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        int growth = t.put(ALICE, Zone.HAND, GIANT_GROWTH);
        int bear = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        t.put(BOB, Zone.BATTLEFIELD, MOUNTAIN);
        int bolt = t.put(BOB, Zone.HAND, LIGHTNING_BOLT);
        GameState s = t.start();
        s = t.ok(s, new Choice.CastSpell(growth));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(bear).ref())));
        s = t.ok(s, new Choice.Pass());
        s = t.ok(s, new Choice.CastSpell(bolt));
        s = t.ok(s, new Choice.ChooseTargets(List.of(s.object(bear).ref())));
        s = t.passAll(s); // Bolt resolves: the bear dies
        assertThat(s.object(bear).zone()).isEqualTo(Zone.GRAVEYARD);
        s = t.passAll(s); // Giant Growth: its target is gone
        assertThat(s.stack()).isEmpty();
        assertThat(s.object(growth).zone()).isEqualTo(Zone.GRAVEYARD);
        assertThat(t.log).anyMatch(l -> l.contains("Giant Growth doesn't resolve"));
    }

    @Test
    void targetsAreChosenFromLegalCandidatesOnCasting_601_2c() {
        Table t = table();
        t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        int growth = t.put(ALICE, Zone.HAND, GIANT_GROWTH);
        int bear = t.put(BOB, Zone.BATTLEFIELD, GRIZZLY_BEARS);
        int land = t.put(BOB, Zone.BATTLEFIELD, FOREST);
        GameState s = t.ok(t.start(), new Choice.CastSpell(growth));
        Decision.Targets d = (Decision.Targets) Game.decision(s);
        assertThat(d.candidates()).containsExactly(s.object(bear).ref());
        assertThat(t.rejected(s, new Choice.ChooseTargets(List.of(s.object(land).ref())))).isEqualTo("115.1 / 601.2c");
        assertThat(t.rejected(s, new Choice.ChooseTargets(List.of(Target.player(BOB))))).isEqualTo("115.1 / 601.2c");
    }

    @Test
    void xIsAnnouncedAndPaid_107_3_601_2b() {
        Table t = table();
        for (int i = 0; i < 4; i++) t.put(ALICE, Zone.BATTLEFIELD, MOUNTAIN);
        int blaze = t.put(ALICE, Zone.HAND, FIREBALL_X);
        GameState s = t.ok(t.start(), new Choice.CastSpell(blaze));
        Decision.Number x = (Decision.Number) Game.decision(s);
        assertThat(x.max()).isEqualTo(3);
        assertThat(t.rejected(s, new Choice.ChooseNumber(4))).isEqualTo("107.3 / 601.2b");
        s = t.ok(s, new Choice.ChooseNumber(3));
        GameState cast = t.ok(s, new Choice.ChooseTargets(List.of(Target.player(BOB))));
        assertThat(cast.battlefield().filter(id -> cast.object(id).tapped())).hasSize(4);
        GameState after = t.passAll(cast);
        assertThat(after.player(BOB).life()).isEqualTo(17);
    }

    @Test
    void aPermanentSpellEntersUnderItsControllersControl_608_3() {
        Table t = table();
        t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        t.put(ALICE, Zone.BATTLEFIELD, FOREST);
        int bear = t.put(ALICE, Zone.HAND, GRIZZLY_BEARS);
        GameState s = t.passAll(t.ok(t.start(), new Choice.CastSpell(bear)));
        assertThat(s.object(bear).zone()).isEqualTo(Zone.BATTLEFIELD);
        assertThat(s.object(bear).controller()).isEqualTo(ALICE);
        assertThat(s.object(bear).sick()).isTrue(); // 302.6
    }
}
