package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Full games through the JSON API and the WebSocket, as a browser would play them. */
class GameApiTest {
    private final TestServer server = new TestServer();

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void decksCardsAndOpponentsAreListed() {
        assertThat(server.get("/api/decks").json().findValuesAsText("name")).contains("red-simple", "green-simple");
        JsonNode deck = server.get("/api/decks/red-simple").json();
        assertThat(deck.get("main").findValuesAsText("name")).contains("Mountain");
        assertThat(server.get("/api/cards/Grizzly%20Bears").json().get("pt").asText()).isEqualTo("2/2");
        assertThat(server.get("/api/cards/No%20Such%20Card").status()).isEqualTo(404);
        assertThat(server.get("/api/opponents").json().toString()).contains("random");
        assertThat(server.get("/api/decks/nope").json().get("error").asText()).contains("no deck named \"nope\"");
    }

    @Test
    void badCreateRequestsAreRefusedWithTheReason() {
        TestServer.Response r = server.post("/api/games", "{\"deck\":\"nope\"}");
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("error").asText()).contains("no deck named \"nope\"");
        assertThat(server.post("/api/games", "{\"agent\":\"nobody\"}").json().get("error").asText()).contains("no AI opponent named \"nobody\"");
        assertThat(server.post("/api/games", "not json").json().get("error").asText()).contains("not JSON");
        assertThat(server.post("/api/games", "{\"seed\":\"x\"}").status()).isEqualTo(400);
        assertThat(server.get("/games").json()).isEmpty();
    }

    @Test
    void theSeedOfAGameBetweenPeopleIsSecretUntilItEnds() {
        // A server as `arbiter serve` runs it (the test server allows seeded games between people).
        ArbiterServer real = new ArbiterServer(dev.arbiter.server.store.JdbcGameStore.open(
                "jdbc:h2:mem:" + java.util.UUID.randomUUID() + ";DB_CLOSE_DELAY=-1"));
        try {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> real.games().create(new dev.arbiter.server.game.NewGame(
                    "alice", null, "human", null, "bob", null, 5L, null))).hasMessageContaining("secret random seed");
            real.games().create(new dev.arbiter.server.game.NewGame("alice", null, "human", null, "bob", null, null, null));
        } finally {
            real.close();
        }
        server.post("/api/games", "{\"name\":\"alice\",\"opponent\":\"human\",\"opponentName\":\"bob\",\"seed\":5}");
        JsonNode listed = server.get("/games").json().get(0);
        assertThat(listed.has("seed")).as("an unfinished game's seed would give away every library's order").isFalse();
        assertThat(server.get("/api/games/" + listed.get("id").asText()).json().has("seed")).isFalse();
    }

    @Test
    void aFullGameAgainstTheAiIsPlayedRecordedAndReplayed() {
        for (long seed = 1; seed <= 3; seed++) {
            try (SeatClient me = server.createAndConnect("{\"name\":\"alice\",\"seed\":" + seed + "}")) {
                JsonNode end = new JsonBot(seed).playToEnd(me, 20_000);
                assertThat(end.get("over").asBoolean()).as("seed %d", seed).isTrue();
                JsonNode outcome = end.get("view").get("outcome");
                assertThat(outcome.get("reason").asText()).isNotEmpty();

                JsonNode record = server.get("/api/games/" + me.gameId).json();
                assertThat(record.get("status").asText()).isEqualTo("finished");
                assertThat(record.get("seed").asLong()).isEqualTo(seed);
                assertThat(record.get("choices").size()).isEqualTo(end.get("seq").asInt());
                int winner = outcome.get("winners").size() == 1 ? outcome.get("winners").get(0).asInt() : -1;
                assertThat(record.get("winner").asInt()).isEqualTo(winner);

                // Replaying the record reaches the same end: same life totals and outcome as the live game showed.
                JsonNode replay = server.get("/api/games/" + me.gameId + "/replay").json();
                assertThat(replay.get("view").get("outcome")).isEqualTo(outcome);
                assertThat(replay.get("view").get("players").findValues("life")).isEqualTo(end.get("view").get("players").findValues("life"));
                JsonNode start = server.get("/api/games/" + me.gameId + "/replay?step=0").json();
                assertThat(start.get("step").asInt()).isZero();
            }
        }
        JsonNode list = server.get("/games").json();
        assertThat(list).hasSize(3);
        assertThat(list.findValuesAsText("status")).containsOnly("finished");
    }

    @Test
    void twoPeoplePlayAFullGameThroughTheShareLink() throws Exception {
        TestServer.Response created = server.post("/api/games", "{\"name\":\"alice\",\"opponent\":\"human\",\"opponentName\":\"bob\",\"seed\":11}");
        JsonNode c = created.json();
        String share = c.get("shareLink").asText();
        assertThat(share).contains("seat=1").doesNotContain(c.get("token").asText());
        String bobToken = share.replaceAll(".*token=", "");
        String id = c.get("id").asText();
        try (SeatClient alice = SeatClient.connect(server, id, 0, c.get("token").asText());
             SeatClient bob = SeatClient.connect(server, id, 1, bobToken)) {
            TwoSeats.play(alice, bob, 7, 40_000);
            JsonNode record = server.get("/api/games/" + id).json();
            assertThat(record.get("status").asText()).isEqualTo("finished");
        }
    }
}
