package dev.arbiter.agents.mcts;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search's default playout horizon is three turns after the decision's own (docs/PERFORMANCE.md, "Agents, stop
 * 32": one turn valued material over damage dealt, and the search as the small creatures' deck lost races it could
 * have won); budgets in iterations take the same horizon, and a budget can still ask for any other.
 */
class MctsHorizonTest {
    @Test
    void playoutsLookThreeTurnsAheadByDefault() {
        assertThat(MctsBudget.DEFAULT.playoutTurns()).isEqualTo(MctsBudget.PLAYOUT_TURNS).isEqualTo(3);
        assertThat(MctsBudget.iterations(50).playoutTurns()).isEqualTo(3);
        assertThat(new MctsBudget(0, 100, 1, MctsBudget.Playout.HEURISTIC).playoutTurns()).isEqualTo(1);
    }
}
