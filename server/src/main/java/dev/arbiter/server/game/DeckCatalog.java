package dev.arbiter.server.game;

import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.cards.deck.DeckListReader;
import dev.arbiter.cards.deck.GameFormat;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.cards.pool.DeckBuildException;
import dev.arbiter.cards.pool.DeckLegality;
import dev.arbiter.cards.pool.DeckVerdict;
import dev.arbiter.cards.pool.Decks;
import dev.arbiter.engine.card.CardDefinition;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a server offers: the decks a player can pick (the bundled deck lists, then the deck files
 * the server was started with) and the card pool their cards come from (the bundled cards, or the
 * pool of {@code serve --cards}). The server's own deck files are checked for its format when the
 * catalog is made, with the messages of {@code arbiter deck check}.
 */
public final class DeckCatalog {
    private final CardPool pool;
    private final CardPool listed;
    private final Map<String, DeckList> decks;
    private final boolean allowUnsupported;

    private DeckCatalog(CardPool pool, CardPool listed, Map<String, DeckList> decks, boolean allowUnsupported) {
        this.pool = pool;
        this.listed = listed;
        this.decks = Collections.unmodifiableMap(decks);
        this.allowUnsupported = allowUnsupported;
    }

    /** The bundled decks and cards. */
    public static DeckCatalog bundled() {
        return new DeckCatalog(CardPool.bundled(), CardPool.bundled(), bundledDecks(), false);
    }

    /** A deck file the server offers, named in the lobby by {@code name}. */
    public record DeckFile(String name, String file, DeckList list) {
    }

    /**
     * The bundled decks and {@code files}, playing with cards from {@code pool}; {@code listed} is
     * the part of the pool the card search lists (the whole pool may compile thousands of cards).
     *
     * @throws DeckBuildException naming every deck file that is not legal for {@code format}, or
     *                            a deck name used twice
     */
    public static DeckCatalog of(CardPool pool, CardPool listed, List<DeckFile> files, GameFormat format,
                                 boolean allowUnsupported) {
        Map<String, DeckList> decks = bundledDecks();
        List<String> problems = new ArrayList<>();
        for (DeckFile f : files) {
            if (decks.containsKey(f.name())) {
                problems.add(f.file() + ": a deck named \"" + f.name() + "\" is offered already (rename the file)");
                continue;
            }
            DeckVerdict v = DeckLegality.check(f.file(), f.list(), pool, format, allowUnsupported);
            if (!v.legal()) {
                problems.add(v.refusal());
                continue;
            }
            decks.put(f.name(), f.list());
        }
        if (!problems.isEmpty()) throw new DeckBuildException(problems);
        return new DeckCatalog(pool, listed, decks, allowUnsupported);
    }

    private static Map<String, DeckList> bundledDecks() {
        Map<String, DeckList> decks = new LinkedHashMap<>();
        for (String n : DeckListReader.bundledNames()) decks.put(n, DeckListReader.bundled(n));
        return decks;
    }

    public List<String> names() {
        return List.copyOf(decks.keySet());
    }

    public DeckList list(String name) {
        DeckList d = decks.get(name);
        if (d == null) {
            throw new BadRequest("no deck named \"" + name + "\" (decks: " + String.join(", ", decks.keySet()) + ")");
        }
        return d;
    }

    public List<CardDefinition> cards(String name) {
        return Decks.build(list(name), pool, allowUnsupported);
    }

    /**
     * Rebuilds a recorded deck from its card names, in the recorded order.
     *
     * @throws IllegalStateException when a card is not in this server's pool (the game was
     *                               recorded by a server started with other {@code --cards})
     */
    public List<CardDefinition> byNames(List<String> names) {
        List<CardDefinition> out = new ArrayList<>();
        for (String n : names) {
            if (!pool.contains(n)) {
                throw new IllegalStateException("the recorded deck has \"" + n + "\", which this server's card pool lacks"
                        + " (start it with the --cards the game was played with)");
            }
            out.add(allowUnsupported ? pool.lenientDefinition(n) : pool.definition(n));
        }
        return out;
    }

    /** The whole pool: cards looked up by name. */
    public CardPool pool() {
        return pool;
    }

    /** The cards the card search lists. */
    public CardPool listed() {
        return listed;
    }
}
