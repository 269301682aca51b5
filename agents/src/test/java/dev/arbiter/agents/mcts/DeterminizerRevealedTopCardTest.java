package dev.arbiter.agents.mcts;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 400.2, 701.20b: a top card a static ability reveals ("Play with the top card of your library revealed.") is
 * known to the searching player, so the determinizer keeps it on top as itself; the rest is still resampled.
 */
class DeterminizerRevealedTopCardTest {
    private static final CardPool POOL = CardPool.bundled();

    private static GameState game(boolean nocturnus) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(1, 0, Step.MAIN1);
        if (nocturnus) p.add(1, Zone.BATTLEFIELD, POOL.definition("Vampire Nocturnus"), Position.Placement.PLAIN);
        for (String name : List.of("Doom Blade", "Shock", "Giant Growth", "Forest", "Island", "Swamp", "Grizzly Bears", "Llanowar Elves")) {
            p.add(1, Zone.LIBRARY, POOL.definition(name), Position.Placement.PLAIN);
        }
        return p.build();
    }

    @Test
    void aRevealedTopCardStaysWhatItIs() {
        GameState s = game(true);
        int top = s.player(1).library().get(0);
        for (long seed = 1; seed <= 20; seed++) {
            GameState det = Determinizer.sample(s, 0, seed);
            assertThat(det.player(1).library().get(0)).isEqualTo(top);
            assertThat(det.object(top).card().name()).isEqualTo(s.object(top).card().name());
            assertThat(det.player(1).library().size()).isEqualTo(s.player(1).library().size());
        }
    }

    @Test
    void aHiddenTopCardIsResampled() {
        GameState s = game(false);
        int top = s.player(1).library().get(0);
        String name = s.object(top).card().name();
        boolean changed = false;
        for (long seed = 1; seed <= 20 && !changed; seed++) {
            changed = !Determinizer.sample(s, 0, seed).object(top).card().name().equals(name);
        }
        assertThat(changed).isTrue();
    }
}
