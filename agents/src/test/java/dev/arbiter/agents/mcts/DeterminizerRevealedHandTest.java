package dev.arbiter.agents.mcts;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.Position;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.engine.timing.Step;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 402.3: a hand played revealed ("Your opponents play with their hands revealed.", Telepathy) is public
 * information: the determinizer keeps every card of it as it is, while the library (still hidden) is resampled.
 * Two positions differing only in the library's order still give the same determinisations and the same choices;
 * two differing in the revealed hand do not determinise alike (the search sees that hand).
 */
class DeterminizerRevealedHandTest {
    private static final CardPool POOL = CardPool.bundled();
    private static final List<String> HAND = List.of("Doom Blade", "Shock", "Giant Growth");
    private static final List<String> LIBRARY = List.of("Forest", "Island", "Swamp", "Grizzly Bears", "Llanowar Elves",
            "Mountain", "Plains", "Lightning Bolt");

    /** Alice (0) to act in her main phase; Bob (1) holds three cards; with Telepathy, Alice sees them. */
    private static GameState game(boolean telepathy) {
        Position p = new Position(GameConfig.STANDARD, List.of("alice", "bob"), 20).turn(3, 0, Step.MAIN1);
        if (telepathy) p.add(0, Zone.BATTLEFIELD, POOL.definition("Telepathy"), Position.Placement.PLAIN);
        for (int i = 0; i < 3; i++) p.add(0, Zone.BATTLEFIELD, POOL.definition("Mountain"), Position.Placement.PLAIN);
        p.add(0, Zone.HAND, POOL.definition("Shock"), Position.Placement.PLAIN);
        p.add(0, Zone.HAND, POOL.definition("Hill Giant"), Position.Placement.PLAIN);
        p.add(1, Zone.BATTLEFIELD, POOL.definition("Grizzly Bears"), Position.Placement.PLAIN);
        for (String name : HAND) p.add(1, Zone.HAND, POOL.definition(name), Position.Placement.PLAIN);
        for (String name : LIBRARY) p.add(1, Zone.LIBRARY, POOL.definition(name), Position.Placement.PLAIN);
        for (String name : LIBRARY) p.add(0, Zone.LIBRARY, POOL.definition(name), Position.Placement.PLAIN);
        return p.build();
    }

    private static List<String> handNames(GameState s, int player) {
        List<String> out = new ArrayList<>();
        for (int id : s.player(player).hand()) out.add(s.object(id).card().name());
        return out;
    }

    /** The same position with Bob's library reversed (hidden either way). */
    private static GameState libraryReordered(GameState s) {
        PlayerState bob = s.player(1);
        return s.withPlayers(s.players().update(1, bob.withLibrary(bob.library().reverse())));
    }

    /** The same position with Bob's first hand card swapped with his top library card. */
    private static GameState handSwapped(GameState s) {
        PlayerState bob = s.player(1);
        int fromHand = bob.hand().get(0);
        int fromLibrary = bob.library().get(0);
        Vector<GameObject> objects = s.objects()
                .update(fromLibrary, GameObject.newCard(fromLibrary, s.object(fromLibrary).card(), 1, Zone.HAND))
                .update(fromHand, GameObject.newCard(fromHand, s.object(fromHand).card(), 1, Zone.LIBRARY));
        PlayerState swapped = bob.withHand(bob.hand().update(0, fromLibrary)).withLibrary(bob.library().update(0, fromHand));
        return s.withObjects(objects).withPlayers(s.players().update(1, swapped));
    }

    @Test
    void aRevealedHandStaysWhatItIs() {
        GameState s = game(true);
        boolean libraryChanged = false;
        for (long seed = 1; seed <= 20; seed++) {
            GameState det = Determinizer.sample(s, 0, seed);
            assertThat(det.player(1).hand()).isEqualTo(s.player(1).hand());
            assertThat(handNames(det, 1)).isEqualTo(HAND);
            assertThat(det.player(1).library().size()).isEqualTo(LIBRARY.size());
            int top = det.player(1).library().get(0);
            libraryChanged |= !det.object(top).card().name().equals(s.object(top).card().name());
        }
        assertThat(libraryChanged).as("the library is still resampled").isTrue();
    }

    @Test
    void aHiddenHandIsResampled() {
        GameState s = game(false);
        boolean changed = false;
        for (long seed = 1; seed <= 20 && !changed; seed++) changed = !handNames(Determinizer.sample(s, 0, seed), 1).equals(HAND);
        assertThat(changed).isTrue();
    }

    @Test
    void onlyTheHiddenCardsMayDifferAndTheRevealedOnesCount() {
        GameState s = game(true);
        GameState reordered = libraryReordered(s);
        assertThat(reordered).isNotEqualTo(s);
        assertThat(Determinizer.sample(reordered, 0, 7)).isEqualTo(Determinizer.sample(s, 0, 7));
        Decision d = Game.decision(s);
        assertThat(new MctsAgent(5, MctsBudget.iterations(30)).choose(reordered, Game.decision(reordered)))
                .isEqualTo(new MctsAgent(5, MctsBudget.iterations(30)).choose(s, d));
        // With the hand revealed, a different hand is a different world for the search ...
        assertThat(handNames(Determinizer.sample(handSwapped(s), 0, 7), 1))
                .isNotEqualTo(handNames(Determinizer.sample(s, 0, 7), 1));
        // ... and without Telepathy it is not (the hand is hidden): the same determinisation.
        GameState hidden = game(false);
        assertThat(Determinizer.sample(handSwapped(hidden), 0, 7)).isEqualTo(Determinizer.sample(hidden, 0, 7));
    }
}
