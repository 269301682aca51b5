package dev.arbiter.cards.ante;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameConfig;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Playing for ante (407): an option of the game, off by default; ante cards need it (407.3). */
class PlayingForAnteTest {

    private static List<CardDefinition> deck(String extra) {
        CardPool pool = CardPool.bundled();
        List<CardDefinition> deck = new ArrayList<>();
        for (int i = 0; i < 39; i++) deck.add(pool.definition(i % 2 == 0 ? "Swamp" : "Grizzly Bears"));
        deck.add(pool.definition(extra));
        return deck;
    }

    /** 103.1: the first decision is who takes the first turn; then libraries are shuffled, anted from and drawn from. */
    private static GameState firstTurnChosen(GameState s) {
        assertTrue(Game.decision(s) instanceof Decision.Option, "the first decision is who starts");
        return Game.apply(s, new Choice.ChooseOption(0)).state();
    }

    @Test
    void aDeckWithAnAnteCardIsRefusedUnlessPlayingForAnte() { // 407.3
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", deck("Darkpact")),
                new PlayerSetup("bob", deck("Grizzly Bears")), 7);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Game.start(setup));
        assertTrue(e.getMessage().contains("alice's deck holds Darkpact") && e.getMessage().contains("407.3"),
                e.getMessage());
    }

    @Test
    void playingForAnteEachPlayerAntesOneCardBeforeDrawing() { // 407.2
        GameConfig config = GameConfig.STANDARD.withAnte(true);
        GameSetup setup = new GameSetup(List.of(new PlayerSetup("alice", deck("Darkpact")),
                new PlayerSetup("bob", deck("Grizzly Bears"))), 7, config, 20);
        GameState s = firstTurnChosen(Game.start(setup).state());
        for (int p = 0; p < 2; p++) {
            int inAnte = 0;
            for (GameObject o : s.objects()) if (o.zone() == Zone.ANTE && o.owner() == p) inAnte++;
            assertEquals(1, inAnte, "player " + p + " antes one card");
            assertEquals(7, s.player(p).hand().size(), "then draws a full hand");
            assertEquals(40 - 1 - 7, s.player(p).library().size());
        }
    }

    @Test
    void notPlayingForAnteNothingIsAnted() { // 407.1: an option, off by default
        GameSetup setup = GameSetup.twoPlayer(new PlayerSetup("alice", deck("Grizzly Bears")),
                new PlayerSetup("bob", deck("Grizzly Bears")), 7);
        GameState s = firstTurnChosen(Game.start(setup).state());
        for (GameObject o : s.objects()) assertTrue(o.zone() != Zone.ANTE);
        assertEquals(33, s.player(0).library().size());
    }
}
