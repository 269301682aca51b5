package dev.arbiter.engine.game;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.testing.SimpleRandomChooser;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.arbiter.engine.testing.TestCards.*;
import static org.assertj.core.api.Assertions.assertThat;

class RandomGameSmokeTest {
    @Test
    void randomGamesReachTheirEndWithSoundStates() {
        for (long seed = 1; seed <= 50; seed++) {
            GameSetup setup = GameSetup.twoPlayer(
                    new PlayerSetup("alice", deck(MOUNTAIN, 24, HILL_GIANT, RAGING_GOBLIN, LIGHTNING_BOLT, VALLEY_DASHER, HULKING_GOBLIN, FIREBALL_X)),
                    new PlayerSetup("bob", deck(FOREST, 24, GRIZZLY_BEARS, LLANOWAR_ELVES, GIANT_GROWTH, GIANT_SPIDER, WAR_MAMMOTH)),
                    seed);
            SimpleRandomChooser chooser = new SimpleRandomChooser(seed);
            GameState s = Game.start(setup).state();
            int choices = 0;
            while (!s.isOver() && choices < 100_000) {
                Decision d = Game.decision(s);
                Choice c = chooser.choose(s, d);
                Result r = Game.apply(s, c);
                if (!r.accepted()) {
                    assertThat(r.state()).isSameAs(s);
                    continue;
                }
                s = r.state();
                choices++;
                List<String> v = Invariants.violations(s);
                assertThat(v).as("seed " + seed + " after " + c).isEmpty();
            }
            assertThat(s.isOver()).as("seed " + seed + " ended").isTrue();
        }
    }
}
