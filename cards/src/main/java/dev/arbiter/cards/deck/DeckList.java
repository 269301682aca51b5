package dev.arbiter.cards.deck;

import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * A named deck list: main deck, sideboard and commander entries in file order, and the file format
 * it was read from. Arbiter has no command zone: a commander is played as a card of the main deck
 * ({@link #playedMain()}).
 */
public record DeckList(String name, List<DeckEntry> main, List<DeckEntry> sideboard, List<DeckEntry> commander,
                       DeckFileFormat format) {

    /** Copies the lists. */
    public DeckList {
        Objects.requireNonNull(name, "name");
        main = List.copyOf(main);
        sideboard = List.copyOf(sideboard);
        commander = List.copyOf(commander);
        Objects.requireNonNull(format, "format");
    }

    /** A plain list without commander. */
    public DeckList(String name, List<DeckEntry> main, List<DeckEntry> sideboard) {
        this(name, main, sideboard, List.of(), DeckFileFormat.LIST);
    }

    /** The number of cards in the main deck (commander included). */
    public int mainCount() {
        return count(playedMain());
    }

    /** The number of cards in the sideboard. */
    public int sideboardCount() {
        return count(sideboard);
    }

    /** The cards a game starts with in the library: the commander entries, then the main deck. */
    public List<DeckEntry> playedMain() {
        return commander.isEmpty() ? main : Stream.concat(commander.stream(), main.stream()).toList();
    }

    /** Every entry: commander, main deck, sideboard. */
    public List<DeckEntry> allEntries() {
        return Stream.of(commander, main, sideboard).flatMap(List::stream).toList();
    }

    /** Whether the list names no card at all. */
    public boolean isEmpty() {
        return main.isEmpty() && sideboard.isEmpty() && commander.isEmpty();
    }

    private static int count(List<DeckEntry> entries) {
        return entries.stream().mapToInt(DeckEntry::count).sum();
    }
}
