package dev.arbiter.engine.state;

import dev.arbiter.engine.effects.Counters;
import dev.arbiter.engine.effects.LifeTotals;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.proc.Ctx;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Two-Headed Giant's shared team life total (810.4, 810.9) and shared poison counters (810.10). */
class SharedTeamTotalsTest {
    static final GameConfig THG = new GameConfig(RulesEdition.CURRENT, 7, 7, true);
    // Players 0 and 1 are one team, 2 and 3 the other (Position: the first two listed form a team).
    static final int A1 = 0, A2 = 1, B1 = 2, B2 = 3;

    static Position thg() {
        return new Position(THG, List.of("a1", "a2", "b1", "b2"), GameSetup.TWO_HEADED_GIANT_LIFE).turn(3, A1, Step.MAIN1);
    }

    @Test
    void eachTeamStartsWithAShared30_810_4() {
        GameState s = thg().build();
        for (int p = 0; p < 4; p++) assertThat(s.player(p).life()).isEqualTo(30);
    }

    @Test
    void aLifeChangeToOnePlayerChangesTheTeamsTotalShownByEachMember_810_9_810_9a() {
        GameState s = thg().build().withLife(A2, 27);
        assertThat(s.player(A1).life()).isEqualTo(27);
        assertThat(s.player(A2).life()).isEqualTo(27);
        assertThat(s.player(B1).life()).isEqualTo(30);
        assertThat(s.player(B2).life()).isEqualTo(30);
    }

    @Test
    void outsideTwoHeadedGiantLifeIsEachPlayersOwn_119() {
        GameState s = new Position(GameConfig.STANDARD, List.of("alice", "bob", "carol"), 20).build().withLife(1, 17);
        assertThat(s.players().map(PlayerState::life)).containsExactly(20, 17, 20);
        assertThat(s.withPoison(2, 3).players().map(PlayerState::poison)).containsExactly(0, 0, 3);
    }

    @Test
    void gainingAndLosingHappenToThePlayerAndApplyToTheTeam_810_9() {
        Ctx ctx = new Ctx(thg().build(), Vector.empty(), new ArrayList<>());
        LifeTotals.gain(ctx, A1, 4);
        LifeTotals.lose(ctx, A2, 1);
        LifeTotals.lose(ctx, A1, 2);
        assertThat(ctx.s.player(A1).life()).isEqualTo(31);
        assertThat(ctx.s.player(A2).life()).isEqualTo(31);
        assertThat(ctx.s.player(B1).life()).isEqualTo(30);
    }

    @Test
    void poisonCountersGivenToEitherPlayerAreTheTeams_810_10_810_10a() {
        Ctx ctx = new Ctx(thg().build(), Vector.empty(), new ArrayList<>());
        Counters.poison(ctx, A1, 2);
        Counters.poison(ctx, A2, 3);
        assertThat(ctx.s.player(A1).poison()).isEqualTo(5);
        assertThat(ctx.s.player(A2).poison()).isEqualTo(5);
        assertThat(ctx.s.player(B1).poison()).isZero();
    }

    @Test
    void setupLifeSetsTheTeamsTotalAndSetupPoisonAddsEachPlayersCountersToTheTeams_810_9_810_10() {
        GameState s = thg().life(B2, 12).poison(A1, 7).poison(A2, 5).poison(A1, 6).build();
        assertThat(s.player(B1).life()).isEqualTo(12);
        assertThat(s.player(B2).life()).isEqualTo(12);
        assertThat(s.player(A1).poison()).isEqualTo(11); // a repeated line replaces that player's own counters
        assertThat(s.player(A2).poison()).isEqualTo(11);
        assertThat(s.player(B1).poison()).isZero();
    }
}
