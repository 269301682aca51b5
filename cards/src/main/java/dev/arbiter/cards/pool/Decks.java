package dev.arbiter.cards.pool;

import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.deck.DeckEntry;
import dev.arbiter.cards.deck.DeckList;
import dev.arbiter.engine.card.CardDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** Turns deck lists into the card definitions a game is set up with. */
public final class Decks {

    private Decks() {
    }

    /**
     * The main deck of {@code deck}, each entry expanded to that many definitions, in list order.
     * Every entry (sideboard included) must name a card of {@code pool}; and unless
     * {@code allowUnsupported}, a supported one (an allowed unsupported card is played with only
     * the abilities of its lines that compile).
     *
     * @throws DeckBuildException listing every refused entry, e.g.
     *     {@code red-simple.txt:3: unknown card "Lightning Blot"} or
     *     {@code deck.txt:5: Lure is unsupported: 10e.txt:930: "Enchant creature" (...)}
     */
    public static List<CardDefinition> build(DeckList deck, CardPool pool, boolean allowUnsupported) {
        check(deck, pool, allowUnsupported);
        return expand(deck.playedMain(), pool);
    }

    /** The sideboard of {@code deck}, checked and expanded like {@link #build}. */
    public static List<CardDefinition> buildSideboard(DeckList deck, CardPool pool, boolean allowUnsupported) {
        check(deck, pool, allowUnsupported);
        return expand(deck.sideboard(), pool);
    }

    /** One message per entry that is unknown, or unsupported when that is not allowed. */
    public static List<String> problems(DeckList deck, CardPool pool, boolean allowUnsupported) {
        List<String> problems = new ArrayList<>();
        deck.allEntries().forEach(e -> {
            Optional<CompileResult> r = pool.find(e.name());
            if (r.isEmpty()) {
                problems.add(e.pos() + ": unknown card \"" + e.name() + "\""
                        + pool.readError(e.name()).map(why -> " (" + why + ")").orElse(""));
            } else if (r.get() instanceof CompileResult.Unsupported u && !allowUnsupported) {
                problems.add(e.pos() + ": " + u.name() + " is unsupported: " + u.message());
            }
        });
        return problems;
    }

    private static void check(DeckList deck, CardPool pool, boolean allowUnsupported) {
        List<String> problems = problems(deck, pool, allowUnsupported);
        if (!problems.isEmpty()) {
            throw new DeckBuildException(problems);
        }
    }

    private static List<CardDefinition> expand(List<DeckEntry> entries, CardPool pool) {
        List<CardDefinition> out = new ArrayList<>();
        for (DeckEntry e : entries) {
            CardDefinition def = pool.lenientDefinition(e.name());
            for (int i = 0; i < e.count(); i++) {
                out.add(def);
            }
        }
        return out;
    }
}
