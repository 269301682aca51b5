package dev.arbiter.agents.sim;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class WilsonTest {
    @Test
    void knownIntervals() {
        // Reference values of the Wilson score interval at 95 %.
        Wilson half = Wilson.of(5, 10);
        assertThat(half.low()).isCloseTo(0.2366, within(1e-4));
        assertThat(half.high()).isCloseTo(0.7634, within(1e-4));
        Wilson none = Wilson.of(0, 10);
        assertThat(none.low()).isCloseTo(0.0, within(1e-9));
        assertThat(none.high()).isCloseTo(0.2775, within(1e-4));
        Wilson most = Wilson.of(950, 1000);
        assertThat(most.low()).isCloseTo(0.9346, within(1e-3));
        assertThat(most.high()).isCloseTo(0.9621, within(1e-3));
    }

    @Test
    void perGameSeedsDependOnlyOnMasterSeedAndIndex() {
        assertThat(GameSeeds.game(1, 5)).isEqualTo(GameSeeds.game(1, 5));
        assertThat(GameSeeds.game(1, 5)).isNotEqualTo(GameSeeds.game(1, 6)).isNotEqualTo(GameSeeds.game(2, 5));
        assertThat(GameSeeds.agent(GameSeeds.game(1, 5), 0)).isNotEqualTo(GameSeeds.agent(GameSeeds.game(1, 5), 1));
    }
}
