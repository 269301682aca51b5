package dev.arbiter.agents.mcts;

import dev.arbiter.agents.heuristic.HeuristicAgent;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.PlayerState;
import dev.arbiter.engine.state.Zone;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 12: the search agent never reads hidden information. Positions from real games are
 * changed only in what the searching player can't see — the opponent's hand swapped with cards of
 * their library, their library reordered, the searcher's own library reordered — and the agent,
 * with the same seed and a budget in iterations, must make the same choices in both.
 */
class MctsHiddenInformationTest {
    @Test
    void positionsDifferingOnlyInHiddenCardsGiveTheSameChoices() {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        int compared = 0;
        int searched = 0;
        for (long seed = 1; seed <= 4; seed++) {
            GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", red), new PlayerSetup("b", green), seed), false).state();
            HeuristicAgent driver = new HeuristicAgent(seed);
            for (int step = 0; step < 400 && !s.isOver(); step++) {
                Decision d = Game.decision(s);
                if (s.turn().number() >= 3 && step % 3 == 0) {
                    GameState other = hideDifferently(s, d.player(), seed * 1000 + step);
                    assertThat(other).as("seed %d step %d: the hidden cards differ", seed, step).isNotEqualTo(s);
                    assertThat(Game.decision(other)).isEqualTo(d);
                    Choice a = new MctsAgent(99, MctsBudget.iterations(12)).choose(s, d);
                    Choice b = new MctsAgent(99, MctsBudget.iterations(12)).choose(other, Game.decision(other));
                    assertThat(b).as("seed %d step %d: %s", seed, step, d.prompt()).isEqualTo(a);
                    compared++;
                    if (SearchMoves.of(s, d, driver).size() > 1) searched++;
                }
                s = Game.apply(s, driver.choose(s, d), false).state();
            }
        }
        assertThat(compared).isGreaterThan(50);
        assertThat(searched).as("decisions where the search really branched").isGreaterThan(5);
    }

    @Test
    void determinisationsDependOnlyOnWhatThePlayerCanKnow() {
        var red = Decks.build(DeckListReader.bundled("red-simple"), CardPool.bundled(), false);
        var green = Decks.build(DeckListReader.bundled("green-simple"), CardPool.bundled(), false);
        GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("a", red), new PlayerSetup("b", green), 3), false).state();
        HeuristicAgent driver = new HeuristicAgent(3);
        for (int i = 0; i < 120; i++) s = Game.apply(s, driver.choose(s, Game.decision(s)), false).state();
        int me = Game.decision(s).player();
        GameState other = hideDifferently(s, me, 5);
        assertThat(Determinizer.sample(other, me, 11)).isEqualTo(Determinizer.sample(s, me, 11));
        // What the player sees stays: their hand, and every public zone.
        GameState det = Determinizer.sample(s, me, 11);
        assertThat(det.player(me).hand()).isEqualTo(s.player(me).hand());
        for (int id : s.player(me).hand()) assertThat(det.object(id)).isEqualTo(s.object(id));
        assertThat(det.battlefield()).isEqualTo(s.battlefield());
        for (PlayerState p : s.players()) {
            assertThat(det.player(p.id()).hand().size()).isEqualTo(p.hand().size());
            assertThat(det.player(p.id()).library().size()).isEqualTo(p.library().size());
        }
        // Different seeds give different worlds.
        assertThat(Determinizer.sample(s, me, 12)).isNotEqualTo(det);
    }

    /** The same position with the opponents' hands and libraries and {@code me}'s library dealt differently. */
    static GameState hideDifferently(GameState s, int me, long seed) {
        java.util.Random random = new java.util.Random(seed);
        Vector<GameObject> objects = s.objects();
        Vector<PlayerState> players = s.players();
        for (PlayerState p : s.players()) {
            List<Integer> hand = new ArrayList<>(p.hand().asJava());
            List<Integer> library = new ArrayList<>(p.library().asJava());
            if (p.id() != me && !hand.isEmpty() && !library.isEmpty()) {
                int h = random.nextInt(hand.size());
                int l = random.nextInt(library.size());
                int fromHand = hand.get(h);
                int fromLibrary = library.get(l);
                hand.set(h, fromLibrary);
                library.set(l, fromHand);
                objects = objects.update(fromLibrary, GameObject.newCard(fromLibrary, s.object(fromLibrary).card(), p.id(), Zone.HAND));
                objects = objects.update(fromHand, GameObject.newCard(fromHand, s.object(fromHand).card(), p.id(), Zone.LIBRARY));
            }
            java.util.Collections.shuffle(library, random);
            players = players.update(p.id(), p.withHand(Vector.ofAll(hand)).withLibrary(Vector.ofAll(library)));
        }
        return s.withObjects(objects).withPlayers(players);
    }
}
