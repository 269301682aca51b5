package dev.arbiter.server.game;

/**
 * A game just made: its id, the creator's seat and secret token, and for a game against a person
 * the second seat's token, which the creator shares as a link (each seat has its own token).
 */
public record Created(String id, int seat, String token, String opponentToken) {
}
