package dev.arbiter.server.game;

/**
 * The answer to a seat's message when it is refused: a code ({@code stale}, {@code not-your-turn},
 * {@code malformed}, {@code illegal}, {@code game-over}, {@code unauthorized}), a sentence, and for an
 * illegal choice the rule it breaks (422). {@code changed}: whether anything of the game changed
 * (only when seed 422.1 keeps part of a reversed action).
 */
public record Reply(String code, String message, String rule, boolean changed) {
    public static Reply error(String code, String message) {
        return new Reply(code, message, null, false);
    }
}
