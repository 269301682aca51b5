package dev.arbiter.server.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.server.protocol.ChoiceCodec;
import org.flywaydb.core.Flyway;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Game records in a SQL database (H2 embedded by default, PostgreSQL by URL) through Jdbi; the
 * schema is created and upgraded by Flyway migrations ({@code db/migration}).
 */
public final class JdbcGameStore implements GameStore {
    private static final TypeReference<List<PlayerRecord>> PLAYERS = new TypeReference<>() {
    };
    private final Jdbi jdbi;
    private final Connection keepOpen;
    private final String url;

    private JdbcGameStore(String url, Jdbi jdbi, Connection keepOpen) {
        this.url = url;
        this.jdbi = jdbi;
        this.keepOpen = keepOpen;
    }

    /** Opens (and migrates) the database at {@code url}; a clear error when it can't be reached. */
    public static JdbcGameStore open(String url) {
        Connection keep;
        try {
            // An embedded H2 database stays open while a connection is; one is kept for the store's lifetime.
            keep = DriverManager.getConnection(url);
        } catch (SQLException e) {
            throw new IllegalArgumentException("can't open the game database " + redact(url) + ": " + redact(String.valueOf(e.getMessage())));
        }
        try {
            Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
        } catch (RuntimeException e) {
            try {
                keep.close();
            } catch (SQLException ignored) {
                // already failing
            }
            throw new IllegalArgumentException("can't create or upgrade the game records' schema in " + redact(url) + ": "
                    + redact(String.valueOf(e.getMessage())));
        }
        return new JdbcGameStore(url, Jdbi.create(url), keep);
    }

    /** The URL without a password parameter, for messages. */
    public static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    public String url() {
        return redact(url);
    }

    @Override
    public void create(GameRecord r) {
        jdbi.useTransaction(h -> {
            h.createUpdate("INSERT INTO games (id, created_at, updated_at, status, seed, edition, players, winner, reason,"
                            + " turn_number, choice_count) VALUES (:id, :created, :created, :status, :seed, :edition, :players,"
                            + " :winner, :reason, :turn, 0)")
                    .bind("id", r.id()).bind("created", Timestamp.from(r.created())).bind("status", r.status())
                    .bind("seed", r.seed()).bind("edition", r.edition().name()).bind("players", json(r.players()))
                    .bind("winner", r.winner()).bind("reason", r.reason()).bind("turn", r.turn()).execute();
            insertChoices(h, r.id(), 0, r.choices());
        });
    }

    @Override
    public void appendChoices(String id, int from, List<Choice> choices) {
        if (choices.isEmpty()) return;
        jdbi.useTransaction(h -> insertChoices(h, id, from, choices));
    }

    private static void insertChoices(Handle h, String id, int from, List<Choice> choices) {
        if (choices.isEmpty()) return;
        PreparedBatch batch = h.prepareBatch("INSERT INTO game_choices (game_id, idx, choice) VALUES (:id, :idx, :choice)");
        for (int i = 0; i < choices.size(); i++) {
            batch.bind("id", id).bind("idx", from + i).bind("choice", ChoiceCodec.write(choices.get(i)).toString()).add();
        }
        batch.execute();
        h.createUpdate("UPDATE games SET choice_count = :n, updated_at = :now WHERE id = :id")
                .bind("n", from + choices.size()).bind("now", Timestamp.from(Instant.now())).bind("id", id).execute();
    }

    @Override
    public void updateStatus(String id, String status, int winner, String reason, int turn) {
        jdbi.useHandle(h -> h.createUpdate("UPDATE games SET status = :status, winner = :winner, reason = :reason,"
                        + " turn_number = :turn, updated_at = :now WHERE id = :id")
                .bind("status", status).bind("winner", winner).bind("reason", reason).bind("turn", turn)
                .bind("now", Timestamp.from(Instant.now())).bind("id", id).execute());
    }

    @Override
    public List<GameRecord> list(int limit) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM games ORDER BY created_at DESC, id LIMIT :limit")
                .bind("limit", limit).map((rs, ctx) -> row(rs, List.of())).list());
    }

    @Override
    public Optional<GameRecord> load(String id) {
        return jdbi.withHandle(h -> {
            List<Choice> choices = new ArrayList<>();
            h.createQuery("SELECT choice FROM game_choices WHERE game_id = :id ORDER BY idx").bind("id", id)
                    .map((rs, ctx) -> rs.getString(1)).forEach(text -> choices.add(choice(text)));
            return h.createQuery("SELECT * FROM games WHERE id = :id").bind("id", id)
                    .map((rs, ctx) -> row(rs, choices)).findOne();
        });
    }

    private static GameRecord row(ResultSet rs, List<Choice> choices) throws SQLException {
        List<PlayerRecord> players;
        try {
            players = ChoiceCodec.JSON.readValue(rs.getString("players"), PLAYERS);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("game " + rs.getString("id") + ": unreadable players column: " + e.getMessage(), e);
        }
        return new GameRecord(rs.getString("id"), rs.getTimestamp("created_at").toInstant(), rs.getString("status"),
                rs.getLong("seed"), RulesEdition.valueOf(rs.getString("edition")), players, choices, rs.getInt("winner"),
                rs.getString("reason"), rs.getInt("turn_number"));
    }

    private static Choice choice(String text) {
        try {
            return ChoiceCodec.read(ChoiceCodec.JSON.readTree(text));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable stored choice " + text + ": " + e.getMessage(), e);
        }
    }

    private static String json(Object o) {
        try {
            return ChoiceCodec.JSON.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        try {
            keepOpen.close();
        } catch (SQLException e) {
            // closing: nothing left to do
        }
    }
}
