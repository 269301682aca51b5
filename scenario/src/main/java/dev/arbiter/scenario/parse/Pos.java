package dev.arbiter.scenario.parse;

import java.util.Objects;

/** A place in a scenario file: the file name as given to the parser and a 1-based line number. */
public record Pos(String file, int line) {
    public Pos {
        Objects.requireNonNull(file, "file");
    }

    /** {@code file:line}, the prefix of every message about this place. */
    @Override
    public String toString() {
        return file + ":" + line;
    }
}
