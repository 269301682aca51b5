package dev.arbiter.cli;

import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.deck.DeckReader;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.DeckBuildException;
import dev.arbiter.cards.pool.DeckLegality;
import dev.arbiter.cards.pool.DeckVerdict;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Loads a deck by bundled name ("red-simple") or file path (any format {@link DeckReader} reads). */
public final class DeckLoader {
    private DeckLoader() {
    }

    /** A deck list and the file it came from (for messages about the whole deck). */
    public record Loaded(String file, DeckList list) {
    }

    /**
     * Reads the deck file or bundled deck {@code nameOrPath}.
     *
     * @throws IllegalArgumentException when there is no such deck or it can't be read (naming file:line)
     */
    public static Loaded read(String nameOrPath) {
        Path path = Path.of(nameOrPath);
        if (Files.isRegularFile(path)) {
            try {
                return new Loaded(path.toString(), DeckReader.read(path.toString(), Files.readString(path)));
            } catch (IOException e) {
                throw new IllegalArgumentException("can't read deck " + path + ": " + e.getMessage(), e);
            }
        }
        if (DeckListReader.bundledNames().contains(nameOrPath)) {
            return new Loaded(nameOrPath + ".txt", DeckListReader.bundled(nameOrPath));
        }
        throw new IllegalArgumentException("no deck file or bundled deck named \"" + nameOrPath
                + "\" (bundled: " + String.join(", ", DeckListReader.bundledNames()) + ")");
    }

    /**
     * The deck's main cards, after checking it is legal for {@code format}.
     *
     * @throws DeckBuildException with the same messages as {@code arbiter deck check}
     */
    public static List<CardDefinition> load(String nameOrPath, CardPool pool, GameFormat format, boolean allowUnsupported) {
        Loaded d = read(nameOrPath);
        DeckVerdict v = DeckLegality.check(d.file(), d.list(), pool, format, allowUnsupported);
        if (!v.legal()) throw new DeckBuildException(List.of(v.refusal() + "\n  (arbiter deck check " + nameOrPath
                + " --format " + format.id() + " shows the whole report; --format casual plays any deck of one card or more)"));
        return Decks.build(d.list(), pool, allowUnsupported);
    }

    /** The bundled pool, constructed format, supported cards only. */
    public static List<CardDefinition> load(String nameOrPath) {
        return load(nameOrPath, CardPool.bundled(), GameFormat.CONSTRUCTED, false);
    }
}
