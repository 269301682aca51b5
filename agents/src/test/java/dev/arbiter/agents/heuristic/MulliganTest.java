package dev.arbiter.agents.heuristic;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.game.Result;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Opening hands (103.4, 103.5 London mulligan): after two mulligans the heuristic keeps only a
 * seven that can be cut to five with two lands and two spells; after three it keeps any hand.
 */
class MulliganTest {
    private static List<CardDefinition> deck(int mountains, int pikers) {
        CardPool pool = CardPool.bundled();
        List<CardDefinition> d = new ArrayList<>(Collections.nCopies(mountains, pool.definition("Mountain")));
        d.addAll(Collections.nCopies(pikers, pool.definition("Goblin Piker")));
        return d;
    }

    /** Plays the opening of a game, both seats heuristic, until the first turn begins; returns the state then. */
    private static GameState opening(List<CardDefinition> first, long seed) {
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("a", first), new PlayerSetup("b", deck(24, 36)), seed);
        GameState s = Game.start(setup, false).state();
        HeuristicAgent a = new HeuristicAgent(seed);
        HeuristicAgent b = new HeuristicAgent(seed + 1);
        while (!s.isOver() && s.turn().number() == 0) {
            Decision d = Game.decision(s);
            Choice c = (d.player() == 0 ? a : b).choose(s, d);
            Result r = Game.apply(s, c, false);
            assertThat(r.accepted()).as("seed %d: %s", seed, r.rejection()).isTrue();
            s = r.state();
        }
        return s;
    }

    @Test
    void aHandOfOnlyLandsIsNotKeptAfterTwoMulligansButIsAfterThree() {
        for (long seed = 1; seed <= 3; seed++) {
            GameState s = opening(deck(60, 0), seed);
            assertThat(s.player(0).mulligans()).as("seed %d", seed).isEqualTo(3);
            assertThat(s.player(0).hand().size()).as("seed %d: four cards kept, one drawn at most", seed).isLessThanOrEqualTo(5);
        }
    }

    @Test
    void aHandOfOnlySpellsIsNotKeptAfterTwoMulligansEither() {
        for (long seed = 1; seed <= 3; seed++) {
            assertThat(opening(deck(0, 60), seed).player(0).mulligans()).as("seed %d", seed).isEqualTo(3);
        }
    }
}
