package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.server.protocol.ChoiceCodec;
import dev.arbiter.server.store.JdbcGameStore;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;

/** A server on 127.0.0.1 (any free port) over an in-memory (or given) H2 database, with a small HTTP client. */
public final class TestServer implements AutoCloseable {
    public final ArbiterServer server;
    public final HttpClient http = HttpClient.newHttpClient();

    public TestServer() {
        this("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    }

    public TestServer(String dbUrl) {
        server = new ArbiterServer(JdbcGameStore.open(dbUrl)).start("127.0.0.1", 0);
        server.games().allowChosenSeedsForPeople(); // seeded games between people, for reproducible tests
    }

    public String base() {
        return "http://127.0.0.1:" + server.port();
    }

    public Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base() + path)).GET().build());
    }

    public Response post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base() + path))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    private Response send(HttpRequest r) {
        try {
            HttpResponse<String> res = http.send(r, HttpResponse.BodyHandlers.ofString());
            return new Response(res.statusCode(), res.body());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    public record Response(int status, String body) {
        public JsonNode json() {
            try {
                return ChoiceCodec.JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("not JSON: " + body, e);
            }
        }
    }

    /** Creates a game and connects seat 0. */
    public SeatClient createAndConnect(String body) {
        Response r = post("/api/games", body);
        if (r.status() != 201) throw new IllegalStateException("create failed: " + r);
        JsonNode n = r.json();
        return SeatClient.connect(this, n.get("id").asText(), 0, n.get("token").asText());
    }

    @Override
    public void close() {
        server.close();
    }
}
