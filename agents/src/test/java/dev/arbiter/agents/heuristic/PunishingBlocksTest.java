package dev.arbiter.agents.heuristic;

import dev.arbiter.agents.RandomAgent;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.combat.DeclareBlockers;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameState;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The attack planner's model of an opponent who piles blockers on (509.1a): in every blockers
 * decision of seeded games (red-simple attacking with random choices into green-simple), the
 * {@link PunishingBlocks} declaration is legal, keeps every block of the {@link BlockPlanner}, and
 * blocks an attacker the sound blocks leave alone only with creatures whose power together
 * destroys it; and such piles happen.
 */
class PunishingBlocksTest {
    private static List<CardDefinition> deck(String name) {
        return Decks.build(DeckListReader.bundled(name), CardPool.bundled(), false);
    }

    @Test
    void freeBlockersPileOnEveryAttackerTheyCanDestroyTogether() {
        int piled = 0;
        int decisions = 0;
        for (long seed = 1; seed <= 20; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", deck("red-simple")),
                    new PlayerSetup("b", deck("green-simple")), seed), false).state();
            RandomAgent attacker = new RandomAgent(seed);
            HeuristicAgent defender = new HeuristicAgent(seed);
            for (int step = 0; step < 3000 && !s.isOver(); step++) {
                Decision d = Game.decision(s);
                if (d instanceof Decision.Blockers b && !b.candidates().isEmpty()) {
                    decisions++;
                    piled += check(s, b, seed);
                }
                Choice c = d.player() == 0 ? attacker.choose(s, d) : defender.choose(s, d);
                var r = Game.apply(s, c, false);
                if (!r.accepted()) {
                    (d.player() == 0 ? attacker : defender).rejected(s, d, c, r.rejection());
                    continue;
                }
                s = r.state();
            }
        }
        assertThat(decisions).as("blockers decisions seen").isGreaterThan(30);
        assertThat(piled).as("attackers the model piled blockers on").isGreaterThan(4);
    }

    /** Checks one decision; returns how many attackers were piled on beyond the sound blocks. */
    private static int check(GameState s, Decision.Blockers b, long seed) {
        Choice.DeclareBlockers sound = (Choice.DeclareBlockers) BlockPlanner.plan(s, b);
        Choice.DeclareBlockers punishing = (Choice.DeclareBlockers) PunishingBlocks.plan(s, b);
        assertThat(Game.check(s, punishing)).as("seed %d: the declaration is legal", seed).isNull();
        assertThat(punishing.blocks()).as("seed %d: the sound blocks stay", seed).containsAll(sound.blocks());
        GameState v = Game.view(s);
        Map<Integer, Integer> soundOn = new HashMap<>();
        for (Choice.Block k : sound.blocks()) soundOn.merge(k.attacker(), 1, Integer::sum);
        int piled = 0;
        for (int a : DeclareBlockers.attackersOf(v, b.player())) {
            if (soundOn.containsKey(a)) continue;
            Fighter att = Fighter.of(v, a);
            int power = 0;
            for (Choice.Block k : punishing.blocks()) if (k.attacker() == a) power += Fighter.of(v, k.blocker()).power();
            if (power > 0) {
                piled++;
                assertThat(power).as("seed %d: blockers piled on %d destroy it together", seed, a)
                        .isGreaterThanOrEqualTo(att.first() ? 0 : att.toughness() - att.damage());
            }
        }
        return piled;
    }
}
