package dev.arbiter.engine.card;

import java.util.List;

/**
 * One text change (612.1, 612.2): every instance of the word {@code from}, used as a word of {@code kind}, replaced by
 * {@code to} ("black" by "white", "Swamp" by "Island", and with them "nonblack", "swampwalk", "Swamps").
 */
public record TextChange(Kind kind, String from, String to) {
    /** What the words are used as (612.2): Magic colour words or basic land types. */
    public enum Kind {
        COLOR(List.of("white", "blue", "black", "red", "green")),
        BASIC_LAND_TYPE(List.of("Plains", "Island", "Swamp", "Mountain", "Forest"));

        private final List<String> words;

        Kind(List<String> words) {
            this.words = words;
        }

        /** The words of this kind, as written in a type line or sentence. */
        public List<String> words() {
            return words;
        }
    }

    public TextChange {
        if (!kind.words().contains(from) || !kind.words().contains(to) || from.equals(to)) {
            throw new IllegalArgumentException("not a " + kind + " change: " + from + " -> " + to);
        }
    }

    /** "black -> white", for decisions and the log. */
    public String label() {
        return from + " -> " + to;
    }
}
