package dev.arbiter.agents.heuristic;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Target;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The block declarations an opponent who does not block well makes (509.1a), as the attack valuation weighs them:
 * each candidate blocks no attacker or one it can block, all alike; every declaration when few, a seeded sample else.
 */
class RandomBlocksTest {
    private static final CardPool POOL = CardPool.bundled();

    /** Alice (0) attacks with all of {@code mine}; returns the state at Bob's (1) declare-blockers decision. */
    private static GameState blocking(List<String> mine, List<String> theirs) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(5, 0, Step.BEGINNING_OF_COMBAT);
        for (String n : mine) p.add(0, Zone.BATTLEFIELD, POOL.definition(n), Position.Placement.PLAIN);
        for (String n : theirs) p.add(1, Zone.BATTLEFIELD, POOL.definition(n), Position.Placement.PLAIN);
        for (int i = 0; i < 6; i++) {
            p.add(0, Zone.LIBRARY, POOL.definition("Mountain"), Position.Placement.PLAIN);
            p.add(1, Zone.LIBRARY, POOL.definition("Forest"), Position.Placement.PLAIN);
        }
        GameState s = p.start(false).state();
        while (Game.decision(s) instanceof Decision.Priority) s = Game.apply(s, new Choice.Pass(), false).state();
        Decision.Attackers a = (Decision.Attackers) Game.decision(s);
        List<Choice.Attack> attacks = new ArrayList<>();
        for (Decision.AttackCandidate c : a.candidates()) attacks.add(new Choice.Attack(c.creature(), Target.player(1)));
        s = Game.apply(s, new Choice.DeclareAttackers(attacks), false).state();
        while (Game.decision(s) instanceof Decision.Priority) s = Game.apply(s, new Choice.Pass(), false).state();
        assertThat(Game.decision(s)).isInstanceOf(Decision.Blockers.class);
        return s;
    }

    @Test
    void everyDeclarationWhenFewEachAlike() {
        // Two attackers, two blockers able to block either: each blocker has three answers, nine declarations.
        GameState s = blocking(List.of("Gray Ogre", "Hill Giant"), List.of("Grizzly Bears", "Trained Armodon"));
        List<RandomBlocks.Weighted> ds = RandomBlocks.declarations(s, (Decision.Blockers) Game.decision(s));
        assertThat(ds).hasSize(9);
        assertThat(new HashSet<>(ds.stream().map(RandomBlocks.Weighted::choice).toList())).hasSize(9);
        for (RandomBlocks.Weighted w : ds) assertThat(w.chance()).isCloseTo(1.0 / 9, within(1e-12));
        assertThat(ds.stream().filter(w -> w.choice().blocks().isEmpty()).count()).isEqualTo(1);
    }

    @Test
    void aCreatureThatCantBlockHasNoAnswerToWeigh() {
        // Scryb Sprites flies (702.9b): Grizzly Bears can't block it, so the Bears have two answers, Giant Spider three.
        GameState s = blocking(List.of("Scryb Sprites", "Raging Goblin"), List.of("Grizzly Bears", "Giant Spider"));
        List<RandomBlocks.Weighted> ds = RandomBlocks.declarations(s, (Decision.Blockers) Game.decision(s));
        assertThat(ds).hasSize(6);
    }

    @Test
    void aSeededSampleWhenMany() {
        // Four attackers, four blockers: 5^4 = 625 declarations, more than are played; a sample whose chances sum to one,
        // the same on every call.
        List<String> four = List.of("Gray Ogre", "Hill Giant", "Goblin Roughrider", "Valley Dasher");
        GameState s = blocking(four, List.of("Grizzly Bears", "Trained Armodon", "Centaur Courser", "Runeclaw Bear"));
        Decision.Blockers d = (Decision.Blockers) Game.decision(s);
        List<RandomBlocks.Weighted> ds = RandomBlocks.declarations(s, d);
        assertThat(ds.size()).isBetween(2, RandomBlocks.SAMPLED);
        assertThat(ds.stream().mapToDouble(RandomBlocks.Weighted::chance).sum()).isCloseTo(1.0, within(1e-9));
        assertThat(RandomBlocks.declarations(s, d)).isEqualTo(ds);
    }
}
