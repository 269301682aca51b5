package dev.arbiter.engine.sba;

import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerStatus;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.TestCards.FOREST;
import static org.assertj.core.api.Assertions.assertThat;

/** Team losses in Two-Headed Giant: 0 shared life (704.6a, 810.8c) and fifteen shared poison counters (704.6b, 810.8d). */
class TwoHeadedGiantLossesTest {
    static final GameConfig THG = new GameConfig(RulesEdition.SEED, 7, 7, true);

    /** Players 0+1 against 2+3, each with a library; the first check happens at start. */
    static Position thg() {
        Position pos = new Position(THG, List.of("a1", "a2", "b1", "b2"), GameSetup.TWO_HEADED_GIANT_LIFE)
                .turn(3, 0, Step.MAIN1);
        for (int p = 0; p < 4; p++) for (int i = 0; i < 3; i++) pos.add(p, Zone.LIBRARY, FOREST, Position.Placement.PLAIN);
        return pos;
    }

    @Test
    void aTeamWithZeroSharedLifeLoses_704_6a() {
        Result r = thg().life(1, 0).start(true);
        GameState s = r.state();
        assertThat(s.isOver()).isTrue();
        assertThat(s.outcome().winners()).containsExactly(2, 3);
        assertThat(s.player(0).status()).isEqualTo(PlayerStatus.LOST);
        assertThat(s.player(1).status()).isEqualTo(PlayerStatus.LOST);
        assertThat(r.log()).anyMatch(l -> l.contains("704.6a"));
    }

    @Test
    void fifteenPoisonCountersGivenToTheTwoPlayersLoseForTheTeam_704_6b() {
        Result r = thg().poison(2, 8).poison(3, 7).start(true);
        assertThat(r.state().isOver()).isTrue();
        assertThat(r.state().outcome().winners()).containsExactly(0, 1);
        assertThat(r.log()).anyMatch(l -> l.contains("704.6b"));
    }

    @Test
    void fourteenPoisonCountersDoNotLoseThoughOverTen_704_6b() {
        GameState s = thg().poison(2, 14).start(true).state();
        assertThat(s.isOver()).isFalse();
        assertThat(s.player(3).poison()).isEqualTo(14);
    }
}
