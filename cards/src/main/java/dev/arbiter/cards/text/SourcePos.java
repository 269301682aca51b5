package dev.arbiter.cards.text;

import java.util.Objects;

/** A position in a source file: the file name and a 1-based line number; prints as {@code file:line}. */
public record SourcePos(String file, int line) {

    /** Checks the file name is present and the line is positive. */
    public SourcePos {
        Objects.requireNonNull(file, "file");
        if (line < 1) {
            throw new IllegalArgumentException("line must be >= 1: " + line);
        }
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
