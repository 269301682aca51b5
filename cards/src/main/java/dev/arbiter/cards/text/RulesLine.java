package dev.arbiter.cards.text;

import java.util.Objects;

/**
 * One paragraph of rules text: {@code text} is cleaned (reminder text removed, whitespace
 * normalised, the card's own name written {@code ~}); {@code original} is the line as written.
 */
public record RulesLine(String text, String original, SourcePos pos) {

    /** Checks all parts are present. */
    public RulesLine {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(original, "original");
        Objects.requireNonNull(pos, "pos");
    }
}
