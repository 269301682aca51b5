package dev.arbiter.server.store;

import java.util.List;

/**
 * One seat of a recorded game: the player's name, the deck (its name and its cards in the order
 * given to the engine, which fixes the objects' ids), who played it ("human" or "ai" with the
 * agent's name) and the SHA-256 hash of the seat's secret token (never the token itself).
 */
public record PlayerRecord(String name, String deckName, List<String> cards, String kind, String agent, String tokenHash) {
    public PlayerRecord {
        cards = List.copyOf(cards);
    }

    public boolean human() {
        return "human".equals(kind);
    }
}
