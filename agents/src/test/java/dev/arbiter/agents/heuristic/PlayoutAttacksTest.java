package dev.arbiter.agents.heuristic;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search's playout policy ({@link HeuristicAgent#forPlayouts}) declares attackers (508.1) by the combat arithmetic
 * alone, the plan the full heuristic starts from, while the full heuristic plays its candidates out on the engine and
 * may pick another. Everything else is the same agent.
 */
class PlayoutAttacksTest {
    private static final CardPool POOL = CardPool.bundled();

    /** Alice (0) at her declare-attackers step with {@code mine} ready; Bob (1) has {@code theirs} untapped, at {@code life}. */
    private static GameState game(List<String> mine, List<String> theirs, int life) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(5, 0, Step.BEGINNING_OF_COMBAT);
        for (int i = 0; i < 3; i++) p.add(0, Zone.BATTLEFIELD, POOL.definition("Mountain"), Position.Placement.PLAIN);
        for (String n : mine) p.add(0, Zone.BATTLEFIELD, POOL.definition(n), Position.Placement.PLAIN);
        for (String n : theirs) p.add(1, Zone.BATTLEFIELD, POOL.definition(n), Position.Placement.PLAIN);
        for (int i = 0; i < 6; i++) {
            p.add(0, Zone.LIBRARY, POOL.definition("Mountain"), Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, POOL.definition("Forest"), Position.Placement.PLAIN);
        }
        p.life(1, life);
        GameState s = p.start(false).state();
        while (Game.decision(s) instanceof Decision.Priority) s = Game.apply(s, new Choice.Pass(), false).state();
        assertThat(Game.decision(s)).isInstanceOf(Decision.Attackers.class);
        return s;
    }

    private static Set<String> attackers(GameState s, Choice c) {
        Set<String> out = new TreeSet<>();
        for (Choice.Attack a : ((Choice.DeclareAttackers) c).attacks()) out.add(s.object(a.attacker()).name());
        return out;
    }

    private static Set<String> full(GameState s) {
        return attackers(s, new HeuristicAgent(1).choose(s, Game.decision(s)));
    }

    private static Set<String> light(GameState s) {
        return attackers(s, HeuristicAgent.forPlayouts(1).choose(s, Game.decision(s)));
    }

    @Test
    void theArithmeticSendsTheAttackersNoBlockerProfitablyStops() {
        // Gray Ogre and Goblin Piker trade at worst with the Bears; Raging Goblin would die to either blocker for nothing.
        GameState s = game(List.of("Gray Ogre", "Raging Goblin", "Goblin Piker"), List.of("Grizzly Bears", "Llanowar Elves"), 20);
        assertThat(light(s)).containsExactly("Goblin Piker", "Gray Ogre");
        // Played out (blocked and unblocked, then Bob's next combat), attacking with nothing is valued best.
        assertThat(full(s)).isEmpty();
    }

    @Test
    void theLookaheadSeesARaceTheArithmeticMisses() {
        // Bob at 6 life with a 3/3 (Trained Armodon) and a 2/2: by the arithmetic neither of Alice's creatures attacks
        // safely, and together they are not lethal through the blocks; played out, attacking with both is valued best.
        GameState s = game(List.of("Goblin Roughrider", "Gray Ogre"), List.of("Trained Armodon", "Grizzly Bears"), 6);
        assertThat(light(s)).isEmpty();
        assertThat(full(s)).containsExactly("Goblin Roughrider", "Gray Ogre");
    }

    @Test
    void bothAgreeWhereTheArithmeticIsPlain() {
        GameState s = game(List.of("Gray Ogre", "Raging Goblin"), List.of("Grizzly Bears"), 20);
        assertThat(light(s)).containsExactly("Gray Ogre");
        assertThat(full(s)).containsExactly("Gray Ogre");
    }
}
