package dev.arbiter.cards.deck;

import java.util.List;
import java.util.Objects;

/** A named deck list: main deck and sideboard entries in file order. */
public record DeckList(String name, List<DeckEntry> main, List<DeckEntry> sideboard) {

    /** Copies the lists. */
    public DeckList {
        Objects.requireNonNull(name, "name");
        main = List.copyOf(main);
        sideboard = List.copyOf(sideboard);
    }

    /** The number of cards in the main deck. */
    public int mainCount() {
        return main.stream().mapToInt(DeckEntry::count).sum();
    }

    /** The number of cards in the sideboard. */
    public int sideboardCount() {
        return sideboard.stream().mapToInt(DeckEntry::count).sum();
    }
}
