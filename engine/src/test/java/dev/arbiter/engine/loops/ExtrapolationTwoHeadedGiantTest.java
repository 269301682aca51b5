package dev.arbiter.engine.loops;

import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ExtrapolationTwoHeadedGiantTest {
    @Test
    void aRepeatedLossIsCountedOnceForTheTeamsSharedTotal_810_9() {
        GameConfig thg = new GameConfig(RulesEdition.CURRENT, 7, 7, true);
        GameState a = new Position(thg, List.of("a1", "a2", "b1", "b2"), 30).build();
        GameState b = a.withLife(1, 28).withPoison(3, 1); // one repetition: the team of 0+1 lost 2, 2+3 got a counter
        GameState after = Extrapolation.advance(new Cycle(0, Vector.of(a, b), Vector.empty()), b, 3);
        assertThat(after.players().map(p -> p.life())).containsExactly(22, 22, 30, 30);
        assertThat(after.players().map(p -> p.poison())).containsExactly(0, 0, 4, 4);
    }
}
