package dev.arbiter.agents.heuristic;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Gang blocks (509.1a: several creatures may block one attacker): two blockers go on an attacker
 * when together they destroy it and it can destroy at most one of them, worth less than itself.
 */
class GangBlocksTest {
    private static Fighter creature(int id, int power, int toughness, boolean firstStrike) {
        double value = 2.0 + 1.5 * power + toughness;
        return new Fighter(id, power, toughness, 0, firstStrike, false, false, false, false, false, false, value);
    }

    private static Map<Integer, Integer> gang(Fighter attacker, Fighter... blockers) {
        Map<Integer, Fighter> free = new LinkedHashMap<>();
        Map<Integer, List<Integer>> canBlock = new LinkedHashMap<>();
        for (Fighter b : blockers) {
            free.put(b.id(), b);
            canBlock.put(b.id(), List.of(attacker.id()));
        }
        Map<Integer, Integer> assigned = new LinkedHashMap<>();
        BlockPlanner.gangBlocks(List.of(attacker), free, canBlock, assigned, new LinkedHashMap<>());
        return assigned;
    }

    @Test
    void twoBearsBlockAThreeThree() {
        assertThat(gang(creature(1, 3, 3, false), creature(10, 2, 2, false), creature(11, 2, 2, false)))
                .containsEntry(10, 1).containsEntry(11, 1).hasSize(2);
    }

    @Test
    void notWhenTheAttackerSurvivesOrKillsBoth() {
        // 1 + 1 damage doesn't destroy a 3/3.
        assertThat(gang(creature(1, 3, 3, false), creature(10, 1, 1, false), creature(11, 1, 1, false))).isEmpty();
        // A 4/4 deals 4: enough for both 2/2s.
        assertThat(gang(creature(1, 4, 4, false), creature(10, 2, 2, false), creature(11, 2, 2, false))).isEmpty();
    }

    @Test
    void notAgainstFirstStrike() {
        // 510.4: a first striker may kill one blocker before it deals damage; the arithmetic leaves it alone.
        assertThat(gang(creature(1, 3, 3, true), creature(10, 2, 2, false), creature(11, 2, 2, false))).isEmpty();
    }

    @Test
    void theCheaperPairIsChosen() {
        Map<Integer, Integer> a = gang(creature(1, 3, 3, false), creature(10, 3, 3, false), creature(11, 2, 2, false),
                creature(12, 2, 2, false));
        // The two 2/2s destroy the 3/3 and risk one 2/2; a pair with the other 3/3 risks a creature as good as the attacker.
        assertThat(a).containsEntry(11, 1).containsEntry(12, 1).hasSize(2);
    }
}
