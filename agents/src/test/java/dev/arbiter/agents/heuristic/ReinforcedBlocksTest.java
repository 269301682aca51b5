package dev.arbiter.agents.heuristic;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reinforced blocks (509.1a: any number of creatures may block one attacker; 510.1c: the attacker's
 * controller divides its damage): a second blocker joins a single block when the two destroy the
 * attacker, the attacker can destroy at most one of them, and that costs no more than the block alone
 * (or less than the attacker is worth).
 */
class ReinforcedBlocksTest {
    private static Fighter creature(int id, int power, int toughness) {
        return new Fighter(id, power, toughness, 0, false, false, false, false, false, false, false,
                2.0 + 1.5 * power + toughness);
    }

    /** {@code first} already blocks {@code attacker}; the others are free. */
    private static Map<Integer, Integer> reinforce(Fighter attacker, Fighter first, Fighter... free) {
        Map<Integer, Fighter> blockers = new LinkedHashMap<>();
        Map<Integer, List<Integer>> canBlock = new LinkedHashMap<>();
        blockers.put(first.id(), first);
        canBlock.put(first.id(), List.of(attacker.id()));
        for (Fighter b : free) {
            blockers.put(b.id(), b);
            canBlock.put(b.id(), List.of(attacker.id()));
        }
        Map<Integer, Integer> assigned = new LinkedHashMap<>();
        assigned.put(first.id(), attacker.id());
        BlockPlanner.reinforce(List.of(attacker), blockers, canBlock, assigned);
        return assigned;
    }

    @Test
    void aWallAndASmallCreatureFinishABigAttacker() {
        // A 3/3 holds a 2/4 without destroying it; with a 1/1 the 4 damage destroy it, and it can destroy only one.
        assertThat(reinforce(creature(1, 2, 4), creature(10, 3, 3), creature(11, 1, 1)))
                .containsEntry(10, 1).containsEntry(11, 1).hasSize(2);
    }

    @Test
    void aTradeGetsASecondBlockerTheAttackerCannotAlsoDestroy() {
        // 3/3 blocks 3/3: both die. A 2/2 beside it: the attacker's 3 damage destroy one of them, never both.
        assertThat(reinforce(creature(1, 3, 3), creature(10, 3, 3), creature(11, 2, 2)))
                .containsEntry(11, 1).hasSize(2);
    }

    @Test
    void notWhenTheAttackerCanDestroyBoth() {
        // A 4/3 deals 4: enough for a 2/2 and a 1/1 (which together would destroy it).
        assertThat(reinforce(creature(1, 4, 3), creature(10, 2, 2), creature(11, 1, 1))).hasSize(1);
    }

    @Test
    void notWhenTheBlockAloneAlreadyKillsForFree() {
        // A 4/4 blocking a 2/2 destroys it and survives: nobody else need risk anything.
        assertThat(reinforce(creature(1, 2, 2), creature(10, 4, 4), creature(11, 2, 2))).hasSize(1);
    }

    @Test
    void notWhenTheRiskedCreatureIsWorthMoreThanTheTrade() {
        // 2/2 trades with a 2/2; a 3/1 beside it could be the one destroyed instead, and it is worth more.
        assertThat(reinforce(creature(1, 2, 2), creature(10, 2, 2), creature(11, 3, 1))).hasSize(1);
    }
}
