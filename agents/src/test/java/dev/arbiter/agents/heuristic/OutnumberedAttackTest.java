package dev.arbiter.agents.heuristic;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * How far an attack's valuation trusts that the defender won't block (509.1a): the full
 * {@link AttackPlanner#UNBLOCKED_WEIGHT} while the attackers are at least as many as the creatures able to block
 * them, in proportion less when the possible blockers outnumber the attackers.
 */
class OutnumberedAttackTest {
    @Test
    void fullWeightWhileTheAttackersAreAsManyAsTheBlockers() {
        assertThat(AttackPlanner.unblockedWeight(3, 0)).isEqualTo(AttackPlanner.UNBLOCKED_WEIGHT);
        assertThat(AttackPlanner.unblockedWeight(2, 2)).isEqualTo(AttackPlanner.UNBLOCKED_WEIGHT);
        assertThat(AttackPlanner.unblockedWeight(0, 5)).isEqualTo(AttackPlanner.UNBLOCKED_WEIGHT);
    }

    @Test
    void lessWhenTheBlockersOutnumberTheAttackers() {
        // One attacker into five possible blockers (a last creature sent into a full board): a fifth of the weight.
        assertThat(AttackPlanner.unblockedWeight(1, 5)).isCloseTo(AttackPlanner.UNBLOCKED_WEIGHT / 5, within(1e-12));
        assertThat(AttackPlanner.unblockedWeight(2, 3)).isCloseTo(AttackPlanner.UNBLOCKED_WEIGHT * 2 / 3, within(1e-12));
        assertThat(AttackPlanner.unblockedWeight(2, 3)).isLessThan(AttackPlanner.unblockedWeight(2, 2));
    }
}
