package dev.arbiter.cards.text;

/** One line of a source file with its 1-based line number. */
record SourceLine(int number, String text) {
}
