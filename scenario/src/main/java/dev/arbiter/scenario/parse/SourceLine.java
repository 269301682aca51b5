package dev.arbiter.scenario.parse;

/** A non-blank line after trimming and comment removal; {@code indented} when it began with whitespace. */
record SourceLine(String text, Pos pos, boolean indented) {}
