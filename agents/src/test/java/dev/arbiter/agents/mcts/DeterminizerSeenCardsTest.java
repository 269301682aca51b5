package dev.arbiter.agents.mcts;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 400.2: a card seen face up in a public zone is public information even after it returns to its owner's hand (a
 * bounced creature): the search agent remembers the ids it saw on the battlefield, and the determinizer keeps such a
 * card in that hand as what it is, while the rest of the hand is still resampled.
 */
class DeterminizerSeenCardsTest {
    private static final CardPool POOL = CardPool.bundled();

    /** Alice (0) to act; Bob (1) has Hill Giant on the battlefield, two hidden cards in hand and a library. */
    private static GameState game() {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(3, 0, Step.MAIN1);
        for (int i = 0; i < 2; i++) p.add(0, Zone.BATTLEFIELD, POOL.definition("Mountain"), Position.Placement.PLAIN);
        p.add(0, Zone.HAND, POOL.definition("Shock"), Position.Placement.PLAIN);
        p.add(0, Zone.HAND, POOL.definition("Grizzly Bears"), Position.Placement.PLAIN);
        p.add(1, Zone.BATTLEFIELD, POOL.definition("Hill Giant"), Position.Placement.PLAIN);
        for (String name : List.of("Doom Blade", "Giant Growth")) p.add(1, Zone.HAND, POOL.definition(name), Position.Placement.PLAIN);
        for (String name : List.of("Forest", "Island", "Swamp", "Llanowar Elves", "Plains", "Lightning Bolt")) {
            p.add(1, Zone.LIBRARY, POOL.definition(name), Position.Placement.PLAIN);
        }
        for (int i = 0; i < 6; i++) p.add(0, Zone.LIBRARY, POOL.definition("Mountain"), Position.Placement.PLAIN);
        return p.build();
    }

    private static int giant(GameState s) {
        for (int id : s.battlefield()) if (s.object(id).card().name().equals("Hill Giant")) return id;
        throw new AssertionError("no Hill Giant");
    }

    /** The same position after the giant went back to Bob's hand (the same physical card keeps its id). */
    private static GameState bounced(GameState s, int id) {
        PlayerState bob = s.player(1);
        return s.withObject(GameObject.newCard(id, s.object(id).card(), 1, Zone.HAND))
                .withBattlefield(s.battlefield().remove(id))
                .withPlayers(s.players().update(1, bob.withHand(bob.hand().append(id))));
    }

    @Test
    void aCardSeenOnTheBattlefieldStaysWhatItIsInTheHand() {
        GameState s = game();
        int id = giant(s);
        GameState back = bounced(s, id);
        boolean restResampled = false;
        for (long seed = 1; seed <= 20; seed++) {
            GameState det = Determinizer.sample(back, 0, seed, Set.of(id));
            assertThat(det.player(1).hand()).contains(id);
            assertThat(det.object(id).card().name()).isEqualTo("Hill Giant");
            assertThat(det.player(1).hand().size()).isEqualTo(3);
            for (int h : det.player(1).hand()) restResampled |= h != id && !List.of("Doom Blade", "Giant Growth").contains(det.object(h).card().name());
        }
        assertThat(restResampled).as("the never-seen cards of the hand are still resampled").isTrue();
        // Without the memory the giant is one more hidden card: some determinisation deals it elsewhere.
        boolean moved = false;
        for (long seed = 1; seed <= 20 && !moved; seed++) moved = !Determinizer.sample(back, 0, seed).object(id).card().name().equals("Hill Giant");
        assertThat(moved).isTrue();
    }

    @Test
    void theSearchAgentRemembersWhatItSawInPublic() {
        GameState s = game();
        int id = giant(s);
        MctsAgent agent = new MctsAgent(3, MctsBudget.iterations(10));
        agent.choose(s, Game.decision(s));
        assertThat(agent.seenInPublic()).contains(id);
        for (int h : s.player(1).hand()) assertThat(agent.seenInPublic()).doesNotContain(h);
        GameState back = bounced(s, id);
        agent.choose(back, Game.decision(back));
        assertThat(agent.seenInPublic()).contains(id);
    }
}
