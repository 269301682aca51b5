package dev.arbiter.cards.compile;

/**
 * Thrown inside the compiler when a line is recognised but uses something the engine cannot play
 * (e.g. "target player or planeswalker"); the message is the short reason reported to users.
 */
final class NotSupported extends RuntimeException {

    private static final long serialVersionUID = 1L;

    NotSupported(String reason) {
        super(reason, null, false, false);
    }

    /** The short reason, e.g. {@code "regeneration"}. */
    String reason() {
        return getMessage();
    }
}
