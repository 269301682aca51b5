package dev.arbiter.agents;

import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.combat.Evasion;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13: the declare-blockers decision checks a blocker-attacker pair only where either creature's own abilities
 * (or a static) can refuse the block, and shares one list among the blockers that may block every attacker (502,
 * 509.1a-b). In every blockers decision of seeded random playouts on large boards with flying (Levitation), shadow
 * (Soltari Lancer) and mountainwalk (Goblin King), each candidate's attackers are those the pair check
 * ({@link Evasion#whyCantBlock}) allows, in the attackers' order.
 */
class BlockableAttackersTest {
    @Test
    void blockersDecisionsEqualThePairChecks() {
        List<CardDefinition> a = RandomGamesPropertyTest.deck("red-simple");
        List<CardDefinition> b = RandomGamesPropertyTest.deck("green-simple");
        int[] counts = new int[3]; // decisions, pairs allowed, pairs refused
        for (List<List<String>> statics : List.of(LargeBoardCacheCarryTest.STATICS, LargeBoardCacheCarryTest.COUNT_FREE)) {
            for (long seed = 1; seed <= 6; seed++) {
                GameState s = Game.settle(LargeBoardCacheCarryTest.position(a, b, seed, statics), false).state();
                Match.playout(s, List.of(new RandomAgent(seed * 31 + 1), new RandomAgent(seed * 31 + 2)), 300, st -> {
                    if (Game.decision(st) instanceof Decision.Blockers d) check(st, d, counts);
                });
            }
        }
        assertThat(counts[0]).isGreaterThan(10);
        assertThat(counts[1]).isGreaterThan(100);
        assertThat(counts[2]).isGreaterThan(10);
    }

    private static void check(GameState s, Decision.Blockers d, int[] counts) {
        counts[0]++;
        List<Integer> attackers = DeclareBlockers.attackersOf(s, d.player());
        for (Decision.BlockCandidate c : d.candidates()) {
            List<Integer> expected = new ArrayList<>();
            for (int attacker : attackers) {
                if (Evasion.whyCantBlock(s, c.creature(), attacker) == null) {
                    expected.add(attacker);
                    counts[1]++;
                } else {
                    counts[2]++;
                }
            }
            assertThat(c.attackers()).as("creature %d", c.creature()).isEqualTo(expected);
        }
    }
}
