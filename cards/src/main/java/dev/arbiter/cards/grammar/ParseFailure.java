package dev.arbiter.cards.grammar;

/**
 * The grammar did not cover a line: {@code at} is the token where parsing stopped (the furthest
 * any reading got) and {@code expected} what the grammar wanted there. Unchecked, because every
 * reading backtracks by catching it; it carries no stack trace (it is thrown often).
 */
public final class ParseFailure extends RuntimeException {

    private final transient Token at;
    private final String expected;

    public ParseFailure(Token at, String expected) {
        super(null, null, false, false); // the message is built only when asked: most failures are backtracked over
        this.at = at;
        this.expected = expected;
    }

    @Override
    public String getMessage() {
        return expected + (at == null ? " at the end of the line" : " at \"" + at + "\"");
    }

    /** The token where parsing stopped, or null at the end of the line. */
    public Token at() {
        return at;
    }

    /** What the grammar wanted there. */
    public String expected() {
        return expected;
    }
}
