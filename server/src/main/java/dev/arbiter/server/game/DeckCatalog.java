package dev.arbiter.server.game;

import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;

import java.util.ArrayList;
import java.util.List;

/** The decks a player can pick (the bundled deck lists) and cards by name from the bundled pool. */
public final class DeckCatalog {
    private DeckCatalog() {
    }

    public static List<String> names() {
        return DeckListReader.bundledNames();
    }

    public static DeckList list(String name) {
        if (!names().contains(name)) {
            throw new BadRequest("no deck named \"" + name + "\" (decks: " + String.join(", ", names()) + ")");
        }
        return DeckListReader.bundled(name);
    }

    public static List<CardDefinition> cards(String name) {
        return Decks.build(list(name), CardPool.bundled(), false);
    }

    /** Rebuilds a recorded deck from its card names, in the recorded order. */
    public static List<CardDefinition> byNames(List<String> names) {
        List<CardDefinition> out = new ArrayList<>();
        for (String n : names) out.add(CardPool.bundled().definition(n));
        return out;
    }
}
