package dev.arbiter.agents.heuristic;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Survival first (704.5a: a player at 0 life loses): when the block plan still lets lethal damage through, a blocker
 * moves from a small attacker to a bigger unblocked one. Seen in a lost bench game: at 2 life, Goblin Roughrider (3/2)
 * blocked Llanowar Elves (1/1, a free kill) and Centaur Courser's 3 damage went through.
 */
class SurvivalBlocksTest {
    private static Fighter creature(int id, int power, int toughness) {
        return new Fighter(id, power, toughness, 0, false, false, false, false, false, false, false,
                2.0 + 1.5 * power + toughness);
    }

    /** Attackers 1 (3/3) and 2 (1/1); blocker 10 (3/2) already on the 1/1, and any other {@code blocks}. */
    private static Map<Integer, Integer> plan(int life, Map<Integer, Integer> blocks) {
        List<Fighter> attackers = List.of(creature(1, 3, 3), creature(2, 1, 1));
        Map<Integer, List<Integer>> canBlock = new LinkedHashMap<>();
        for (int b : blocks.keySet()) canBlock.put(b, List.of(1, 2));
        Map<Integer, Integer> assigned = new LinkedHashMap<>(blocks);
        Map<Integer, Boolean> blocked = new LinkedHashMap<>();
        for (int a : blocks.values()) blocked.put(a, true);
        BlockPlanner.survive(attackers, canBlock, assigned, blocked, life, 0);
        return assigned;
    }

    @Test
    void theBlockerMovesToTheAttackerThatWouldKill() {
        assertThat(plan(2, Map.of(10, 2))).containsEntry(10, 1).hasSize(1);
    }

    @Test
    void theFreeKillStaysWhenTheDamageIsNotLethal() {
        assertThat(plan(4, Map.of(10, 2))).containsEntry(10, 2).hasSize(1);
    }

    @Test
    void aSecondBlockerOnTheSmallAttackerMovesAndTheOtherStays() {
        Map<Integer, Integer> two = new LinkedHashMap<>();
        two.put(10, 2);
        two.put(11, 2);
        Map<Integer, Integer> after = plan(3, two);
        assertThat(after.values()).containsExactlyInAnyOrder(1, 2);
    }
}
