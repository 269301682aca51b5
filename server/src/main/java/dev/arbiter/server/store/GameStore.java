package dev.arbiter.server.store;

import dev.arbiter.engine.decision.Choice;

import java.util.List;
import java.util.Optional;

/** Where game records live. Every method is safe to call from several threads. */
public interface GameStore extends AutoCloseable {
    /** Stores a new game (its choices so far included). */
    void create(GameRecord record);

    /** Appends choices {@code from}, {@code from+1}, ... to the game's list of choices. */
    void appendChoices(String id, int from, List<Choice> choices);

    /** Sets status, winner, reason and turn. */
    void updateStatus(String id, String status, int winner, String reason, int turn);

    /** Without choices, newest first. */
    List<GameRecord> list(int limit);

    Optional<GameRecord> load(String id);

    @Override
    void close();
}
