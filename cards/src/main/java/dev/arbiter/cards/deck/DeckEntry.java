package dev.arbiter.cards.deck;

import dev.arbiter.cards.text.SourcePos;
import java.util.Objects;

/** One deck-list line: {@code count} copies of the card {@code name}, written at {@code pos}. */
public record DeckEntry(int count, String name, SourcePos pos) {

    /** Checks the count is positive and the name and position are present. */
    public DeckEntry {
        if (count < 1) {
            throw new IllegalArgumentException("count must be >= 1: " + count);
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pos, "pos");
    }
}
