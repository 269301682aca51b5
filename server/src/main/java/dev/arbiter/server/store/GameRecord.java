package dev.arbiter.server.store;

import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.rules.RulesEdition;

import java.time.Instant;
import java.util.List;

/**
 * A game as stored: enough to replay it exactly (decks, seed, rules edition, every choice in
 * order), plus what the list of games shows. {@code status}: playing, finished or abandoned;
 * {@code winner} is -1 for none (unfinished or a draw).
 */
public record GameRecord(String id, Instant created, String status, long seed, RulesEdition edition,
                         List<PlayerRecord> players, List<Choice> choices, int winner, String reason, int turn) {
    public static final String PLAYING = "playing";
    public static final String FINISHED = "finished";
    public static final String ABANDONED = "abandoned";

    public GameRecord {
        players = List.copyOf(players);
        choices = List.copyOf(choices);
    }

    public boolean finished() {
        return FINISHED.equals(status);
    }
}
