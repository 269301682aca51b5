package dev.arbiter.cli;

import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.deck.DeckReader;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Loads a deck by bundled name ("red-simple") or file path, compiled against the card pool. */
public final class DeckLoader {
    private DeckLoader() {
    }

    public static List<CardDefinition> load(String nameOrPath) {
        DeckList list;
        Path path = Path.of(nameOrPath);
        if (Files.isRegularFile(path)) {
            try {
                list = DeckReader.read(path.toString(), Files.readString(path));
            } catch (IOException e) {
                throw new IllegalArgumentException("can't read deck " + path + ": " + e.getMessage(), e);
            }
        } else if (DeckListReader.bundledNames().contains(nameOrPath)) {
            list = DeckListReader.bundled(nameOrPath);
        } else {
            throw new IllegalArgumentException("no deck file or bundled deck named \"" + nameOrPath
                    + "\" (bundled: " + String.join(", ", DeckListReader.bundledNames()) + ")");
        }
        return Decks.build(list, CardPool.bundled(), false);
    }
}
