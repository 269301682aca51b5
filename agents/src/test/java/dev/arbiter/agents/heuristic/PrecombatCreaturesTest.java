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

import static org.assertj.core.api.Assertions.assertThat;

/**
 * When to cast a creature in one's own turn (505.1: main phases before and after combat). Without an instant or a
 * flash spell in hand (a combat trick whose mana a combat may want), a creature spell is cast before combat, so the
 * attack plan counts it as a blocker for the opponent's next turn (508.1); with one, it still waits for the second
 * main phase.
 */
class PrecombatCreaturesTest {
    private static final CardPool POOL = CardPool.bundled();

    /** Alice (0) in her main phase {@code step} with Gray Ogre ready to attack, three Mountains and {@code hand}; Bob has Grizzly Bears. */
    private static GameState game(Step step, String... hand) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(5, 0, step);
        for (int i = 0; i < 3; i++) p.add(0, Zone.BATTLEFIELD, POOL.definition("Mountain"), Position.Placement.PLAIN);
        p.add(0, Zone.BATTLEFIELD, POOL.definition("Gray Ogre"), Position.Placement.PLAIN);
        for (String name : hand) p.add(0, Zone.HAND, POOL.definition(name), Position.Placement.PLAIN);
        p.add(1, Zone.BATTLEFIELD, POOL.definition("Grizzly Bears"), Position.Placement.PLAIN);
        for (int i = 0; i < 6; i++) {
            p.add(0, Zone.LIBRARY, POOL.definition("Mountain"), Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, POOL.definition("Forest"), Position.Placement.PLAIN);
        }
        return p.start(false).state();
    }

    private static Choice plan(GameState s) {
        Decision d = Game.decision(s);
        assertThat(d).isInstanceOf(Decision.Priority.class);
        assertThat(d.player()).isEqualTo(0);
        return PriorityPlanner.plan(s, (Decision.Priority) d);
    }

    private static String cast(GameState s, Choice c) {
        return c instanceof Choice.CastSpell cs ? s.object(cs.card()).name() : String.valueOf(c);
    }

    @Test
    void aCreatureIsCastBeforeCombatWhenNoTrickIsHeld() {
        GameState s = game(Step.MAIN1, "Goblin Piker");
        assertThat(cast(s, plan(s))).isEqualTo("Goblin Piker");
    }

    @Test
    void itWaitsForTheSecondMainPhaseBesideAnInstant() {
        GameState s = game(Step.MAIN1, "Goblin Piker", "Giant Growth");
        assertThat(plan(s)).isInstanceOf(Choice.Pass.class);
    }

    @Test
    void itIsCastAfterCombatWhateverTheHand() {
        GameState s = game(Step.MAIN2, "Goblin Piker", "Giant Growth");
        assertThat(cast(s, plan(s))).isEqualTo("Goblin Piker");
    }
}
