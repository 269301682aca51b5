package dev.arbiter.agents.heuristic;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The attack valuation's look at the opponent's next combat ({@link AttackPlanner#crackBackPlayed}): from Alice's
 * second main phase (after her combat), Bob attacks her with everything in his turn (508.1) and she blocks by the
 * block planner (509.1); a creature she attacked with stays tapped (508.1f) and can't block, so more damage gets
 * through.
 */
class CrackBackPlayedTest {
    private static final CardPool POOL = CardPool.bundled();
    private static final Position.Placement TAPPED = new Position.Placement(true, false, 0,
            Position.Placement.PLAIN.counters(), false);

    /** Alice (0) in her second main phase of turn 5 with {@code alice}; Bob has Centaur Courser (3/3) and Grizzly Bears (2/2). */
    private static GameState game(Position.Placement giant) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(5, 0, Step.MAIN2);
        if (giant != null) p.add(0, Zone.BATTLEFIELD, POOL.definition("Hill Giant"), giant);
        p.add(1, Zone.BATTLEFIELD, POOL.definition("Centaur Courser"), Position.Placement.PLAIN);
        p.add(1, Zone.BATTLEFIELD, POOL.definition("Grizzly Bears"), Position.Placement.PLAIN);
        for (int i = 0; i < 6; i++) {
            p.add(0, Zone.LIBRARY, POOL.definition("Mountain"), Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, POOL.definition("Forest"), Position.Placement.PLAIN);
        }
        return p.start(false).state();
    }

    @Test
    void everythingAttacksAndTheCombatIsDealt() {
        GameState after = AttackPlanner.crackBackPlayed(game(null), 0);
        assertThat(after.turn().number()).isEqualTo(6);
        assertThat(after.turn().step().ordinal()).isGreaterThan(Step.COMBAT_DAMAGE.ordinal());
        assertThat(after.player(0).life()).isEqualTo(15);
    }

    @Test
    void anUntappedCreatureBlocks() {
        GameState after = AttackPlanner.crackBackPlayed(game(Position.Placement.PLAIN), 0);
        assertThat(after.player(0).life()).isGreaterThanOrEqualTo(17);
    }

    @Test
    void aTappedAttackerDoesNotBlockUntilItsControllersUntapStep() {
        GameState after = AttackPlanner.crackBackPlayed(game(TAPPED), 0);
        assertThat(after.player(0).life()).isEqualTo(15);
    }
}
