package dev.arbiter.agents.heuristic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race a blocking player weighs before trading (509.1): ahead when its creatures' power kills the
 * attacking player in no more of its own turns than the attacker's creatures need to kill it after this
 * combat's damage (it attacks first after this combat). Ahead, the planner makes no trading blocks.
 */
class RaceBlocksTest {
    @Test
    void aheadWhenMyClockIsNoLongerThanTheirs() {
        // 6 power against 10 life: 2 turns; their 4 power against 9 life left: 3 turns.
        assertThat(BlockPlanner.aheadInRace(6, 10, 4, 9)).isTrue();
        // Equal clocks: the blocking player attacks first after this combat, so it is ahead.
        assertThat(BlockPlanner.aheadInRace(5, 10, 5, 10)).isTrue();
    }

    @Test
    void behindWhenTheirClockIsShorter() {
        // 2 power against 20 life: 10 turns; their 6 power against 12 life: 2 turns.
        assertThat(BlockPlanner.aheadInRace(2, 20, 6, 12)).isFalse();
    }

    @Test
    void neverAheadWithoutPowerOrWhenThisCombatIsLethal() {
        assertThat(BlockPlanner.aheadInRace(0, 1, 0, 20)).isFalse();
        assertThat(BlockPlanner.aheadInRace(10, 1, 3, 0)).isFalse();
        // They have no power: any clock of mine wins.
        assertThat(BlockPlanner.aheadInRace(1, 20, 0, 5)).isTrue();
    }
}
