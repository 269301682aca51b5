package dev.arbiter.cards.start;

import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.CardSources;
import dev.arbiter.engine.card.CardDefinition;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.game.GameSetup;
import dev.arbiter.engine.game.PlayerSetup;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 103.6a: "If ~ is in your opening hand, you may begin the game with it on the battlefield." (Leyline of the Meek). */
class OpeningHandTest {

    private static List<CardDefinition> deck(String card, int copies) {
        CardPool pool = CardSources.standard();
        List<CardDefinition> deck = new ArrayList<>();
        for (int i = 0; i < 40; i++) deck.add(pool.definition(i < copies ? card : "Plains"));
        return deck;
    }

    /** Starts a game (alice first), both keep; returns the state at the first opening-hand decision or the first turn. */
    private static GameState keptHands(List<CardDefinition> alice, List<CardDefinition> bob) {
        GameState s = Game.start(GameSetup.twoPlayer(new PlayerSetup("alice", alice), new PlayerSetup("bob", bob), 5)).state();
        s = Game.apply(s, new Choice.ChooseOption(0)).state(); // 103.1: alice starts
        while (Game.decision(s) instanceof Decision.Option o && o.prompt().startsWith("Keep")) {
            s = Game.apply(s, new Choice.ChooseOption(0)).state(); // keep
        }
        return s;
    }

    private static long onBattlefield(GameState s, int player, String name) {
        long n = 0;
        for (GameObject o : s.objects()) if (o.zone() == Zone.BATTLEFIELD && o.controller() == player && o.name().equals(name)) n++;
        return n;
    }

    @Test
    void theStartingPlayerThenTheOtherMayBeginWithTheirLeylinesOnTheBattlefield() {
        GameState s = keptHands(deck("Leyline of the Meek", 40), deck("Leyline of the Meek", 40));
        Decision d = Game.decision(s);
        assertTrue(d instanceof Decision.Objects, "after the hands are kept, alice is offered her leylines: " + d);
        Decision.Objects first = (Decision.Objects) d;
        assertEquals(0, first.player(), "the starting player acts first (103.6)");
        assertEquals(7, first.candidates().size());
        assertEquals(0, first.min());
        s = Game.apply(s, new Choice.ChooseObjects(first.candidates().subList(0, 2))).state();
        Decision.Objects second = (Decision.Objects) Game.decision(s);
        assertEquals(1, second.player(), "then bob");
        s = Game.apply(s, new Choice.ChooseObjects(List.of())).state();
        assertEquals(1, s.turn().number(), "the first turn begins");
        assertEquals(2, onBattlefield(s, 0, "Leyline of the Meek"));
        assertEquals(0, onBattlefield(s, 1, "Leyline of the Meek"));
        assertEquals(5, s.player(0).hand().size(), "the two came from alice's hand");
        assertEquals(7, s.player(1).hand().size());
    }

    /**
     * 103.6b, 603.7: "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep,
     * create a 1/1 red Phyrexian Goblin creature token with haste." (Chancellor of the Forge): each card revealed makes
     * one delayed trigger for the game's first upkeep; a card not revealed makes none.
     */
    @Test
    void eachCardRevealedFromTheOpeningHandTriggersAtTheFirstUpkeep() {
        GameState s = keptHands(deck("Chancellor of the Forge", 40), deck("Plains", 0));
        Decision d = Game.decision(s);
        assertTrue(d instanceof Decision.Objects o && o.prompt().contains("103.6b"), "alice may reveal: " + d);
        Decision.Objects reveal = (Decision.Objects) d;
        assertEquals(0, reveal.player());
        assertEquals(0, reveal.min());
        s = Game.apply(s, new Choice.ChooseObjects(reveal.candidates().subList(0, 2))).state();
        assertEquals(1, s.turn().number(), "bob has nothing to reveal: the first turn begins");
        for (int i = 0; i < 20 && s.turn().number() == 1 && s.turn().step() != dev.arbiter.engine.timing.Step.DRAW
                && s.turn().step() != dev.arbiter.engine.timing.Step.MAIN1; i++) {
            s = Game.apply(s, Game.decision(s) instanceof Decision.Option ? new Choice.ChooseOption(0) : new Choice.Pass()).state();
        }
        assertEquals(2, onBattlefield(s, 0, "Phyrexian Goblin Token") + onBattlefield(s, 0, "Phyrexian Goblin"),
                "one token for each revealed Chancellor: " + Game.decision(s));
        assertEquals(7, s.player(0).hand().size(), "revealed cards stay in the hand");
    }

    @Test
    void aHandWithoutSuchCardsAsksNothing() {
        GameState s = keptHands(deck("Plains", 0), deck("Plains", 0));
        assertEquals(1, s.turn().number());
        for (GameObject o : s.objects()) assertTrue(o.zone() != Zone.BATTLEFIELD, o.name());
    }
}
