package dev.arbiter.engine.game;

import dev.arbiter.engine.card.CardDefinition;

import java.util.List;

/** A player joining a game: their name and deck (library in any order; it is shuffled, 103.3). */
public record PlayerSetup(String name, List<CardDefinition> deck) {
    public PlayerSetup {
        deck = List.copyOf(deck);
    }
}
