package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.server.protocol.ChoiceCodec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Messages a seat must not be able to use: a wrong token, a replayed or out-of-turn message, a
 * malformed one, a choice the rules forbid (422). Each gets a clear error and changes nothing.
 */
class IllegalMessagesTest {
    private final TestServer server = new TestServer();

    @AfterEach
    void stop() {
        server.close();
    }

    private JsonNode createTwoPerson() {
        return server.post("/api/games", "{\"name\":\"alice\",\"opponent\":\"human\",\"opponentName\":\"bob\",\"seed\":3}").json();
    }

    private static String tokenOf(String link) {
        return link.replaceAll(".*token=", "");
    }

    @Test
    void aWrongTokenIsRefusedAndTheConnectionClosed() throws Exception {
        JsonNode c = createTwoPerson();
        String id = c.get("id").asText();
        String bob = tokenOf(c.get("shareLink").asText());
        for (String[] attempt : new String[][]{{"0", "0000"}, {"0", bob}, {"1", c.get("token").asText()}, {"7", bob}, {"x", bob}}) {
            SeatClient intruder = SeatClient.connect(server, id, Integer.parseInt(attempt[0].equals("x") ? "-1" : attempt[0]), attempt[1]);
            JsonNode err = intruder.next();
            assertThat(err.get("type").asText()).isEqualTo("error");
            assertThat(err.get("code").asText()).isEqualTo("unauthorized");
            assertThat(err.get("message").asText()).contains("wrong seat or token");
            for (int i = 0; i < 50 && !intruder.closed; i++) Thread.sleep(20);
            assertThat(intruder.closed).isTrue();
        }
        SeatClient unknown = SeatClient.connect(server, "no-such-game", 0, "x");
        assertThat(unknown.next().get("code").asText()).isEqualTo("not-found");
        // Nothing happened to the game: still at its first decision for the real players.
        try (SeatClient alice = SeatClient.connect(server, id, 0, c.get("token").asText())) {
            assertThat(alice.next("state").get("seq").asInt()).isZero();
        }
    }

    @Test
    void malformedStaleOutOfTurnAndIllegalMessagesChangeNothing() {
        JsonNode c = createTwoPerson();
        String id = c.get("id").asText();
        try (SeatClient alice = SeatClient.connect(server, id, 0, c.get("token").asText());
             SeatClient bob = SeatClient.connect(server, id, 1, tokenOf(c.get("shareLink").asText()))) {
            JsonNode a = alice.next("state");
            JsonNode b = bob.next("state");
            int decider = a.get("decision").get("player").asInt();
            SeatClient mover = decider == 0 ? alice : bob;
            SeatClient other = decider == 0 ? bob : alice;
            JsonNode moverState = decider == 0 ? a : b;
            int seq = moverState.get("seq").asInt();

            expectError(mover, "{not json", "malformed", "a message must be a JSON object");
            expectError(mover, "[1,2]", "malformed", "a message must be a JSON object");
            expectError(mover, "{\"type\":\"hello\"}", "malformed", "unknown message type");
            expectError(mover, "{\"type\":\"choice\",\"seq\":" + seq + "}", "malformed", "a choice must be a JSON object");
            expectError(mover, "{\"type\":\"choice\",\"seq\":" + seq + ",\"choice\":{\"kind\":\"fly\"}}", "malformed", "unknown choice kind");
            expectError(mover, "{\"type\":\"choice\",\"seq\":" + seq + ",\"choice\":{\"kind\":\"option\",\"index\":\"x\"}}", "malformed", "\"index\" must be an integer");
            expectError(mover, "{\"type\":\"choice\",\"choice\":{\"kind\":\"pass\"}}", "malformed", "\"seq\"");
            expectError(mover, "{\"type\":\"choice\",\"seq\":" + (seq + 5) + ",\"choice\":{\"kind\":\"pass\"}}", "stale", "nothing changed");
            expectError(other, "{\"type\":\"choice\",\"seq\":" + seq + ",\"choice\":{\"kind\":\"option\",\"index\":0}}", "not-your-turn", "must decide now");

            // The rules forbid it (422): the engine's rejection and rule come back, nothing changes.
            JsonNode illegal = send(mover, seq, ChoiceCodec.JSON.createObjectNode().put("kind", "cast").put("card", 0));
            assertThat(illegal.get("code").asText()).isEqualTo("illegal");
            assertThat(illegal.has("rule")).isTrue();
            assertThat(illegal.get("changed").asBoolean()).isFalse();
            JsonNode outOfRange = send(mover, seq, ChoiceCodec.JSON.createObjectNode().put("kind", "option").put("index", 99));
            assertThat(outOfRange.get("code").asText()).isEqualTo("illegal");
            assertThat(mover.hasMore()).isFalse();
            assertThat(other.hasMore()).isFalse();

            // A valid answer is accepted; sending the very same message again is stale.
            String keep = "{\"type\":\"choice\",\"seq\":" + seq + ",\"choice\":{\"kind\":\"option\",\"index\":0}}";
            mover.send(keep);
            JsonNode after = mover.next();
            assertThat(after.get("type").asText()).isEqualTo("state");
            assertThat(after.get("seq").asInt()).isEqualTo(seq + 1);
            other.next("state");
            expectError(mover, keep, "stale", "replayed or out-of-date");
            assertThat(other.hasMore()).isFalse();

            // Reconnecting shows the game exactly where it was: nothing above changed it.
            try (SeatClient again = SeatClient.connect(server, id, mover.seat, mover.seat == 0 ? c.get("token").asText()
                    : tokenOf(c.get("shareLink").asText()))) {
                JsonNode s = again.next("state");
                assertThat(s.get("seq").asInt()).isEqualTo(seq + 1);
                assertThat(s.get("view")).isEqualTo(after.get("view"));
            }
        }
    }

    @Test
    void aReconnectingSeatGetsTheWholeGameAndCanGoOnPlaying() {
        JsonNode c = server.post("/api/games", "{\"name\":\"alice\",\"seed\":21}").json();
        String id = c.get("id").asText();
        String token = c.get("token").asText();
        SeatClient first = SeatClient.connect(server, id, 0, token);
        JsonNode s = first.next("state");
        StringBuilder log = new StringBuilder();
        s.get("log").forEach(l -> log.append(l.asText()).append('\n'));
        JsonBot bot = new JsonBot(5);
        for (int i = 0; i < 6 && !s.get("over").asBoolean(); i++) {
            first.choose(s.get("seq").asInt(), bot.choose(s.get("decision"), false));
            JsonNode r = first.next();
            if (r.get("type").asText().equals("state")) {
                assertThat(r.get("logFrom").asInt()).isEqualTo(log.toString().split("\n", -1).length - 1);
                r.get("log").forEach(l -> log.append(l.asText()).append('\n'));
                s = r;
            }
        }
        assertThat(s.get("over").asBoolean()).isFalse();
        first.close();
        try (SeatClient again = SeatClient.connect(server, id, 0, token)) {
            JsonNode r = again.next("state");
            assertThat(r.get("seq").asInt()).isEqualTo(s.get("seq").asInt());
            assertThat(r.get("view")).isEqualTo(s.get("view"));
            assertThat(r.get("decision")).isEqualTo(s.get("decision"));
            assertThat(r.get("logFrom").asInt()).isZero();
            StringBuilder full = new StringBuilder();
            r.get("log").forEach(l -> full.append(l.asText()).append('\n'));
            assertThat(full.toString()).isEqualTo(log.toString());
            // and the game goes on to its end on the new connection
            again.choose(r.get("seq").asInt(), bot.choose(r.get("decision"), false));
            JsonNode end = bot.playToEnd(again, 20_000);
            assertThat(end.get("over").asBoolean()).isTrue();
        }
    }

    @Test
    void aSeatThatLeavesAbandonsTheGameWhichResumesOnReconnect() {
        JsonNode c = server.post("/api/games", "{\"name\":\"alice\",\"seed\":8}").json();
        String id = c.get("id").asText();
        String token = c.get("token").asText();
        JsonNode before;
        try (SeatClient me = SeatClient.connect(server, id, 0, token)) {
            before = me.next("state");
            me.send("{\"type\":\"leave\"}");
            JsonNode left = me.next("state");
            assertThat(left.get("status").asText()).isEqualTo("abandoned");
            me.choose(before.get("seq").asInt(), new JsonBot(1).choose(before.get("decision"), false));
            assertThat(me.next().get("code").asText()).isEqualTo("game-over");
        }
        assertThat(server.get("/api/games/" + id).json().get("status").asText()).isEqualTo("abandoned");
        try (SeatClient again = SeatClient.connect(server, id, 0, token)) {
            JsonNode s = again.next("state");
            assertThat(s.get("status").asText()).isEqualTo("playing");
            assertThat(s.get("seq").asInt()).isEqualTo(before.get("seq").asInt());
            assertThat(s.get("view")).isEqualTo(before.get("view"));
        }
        assertThat(server.get("/api/games/" + id).json().get("status").asText()).isEqualTo("playing");
    }

    private static JsonNode send(SeatClient c, int seq, ObjectNode choice) {
        c.choose(seq, choice);
        return c.next();
    }

    private static void expectError(SeatClient c, String text, String code, String messagePart) {
        c.send(text);
        JsonNode e = c.next();
        assertThat(e.get("type").asText()).as(text).isEqualTo("error");
        assertThat(e.get("code").asText()).as(text).isEqualTo(code);
        assertThat(e.get("message").asText()).as(text).contains(messagePart);
        assertThat(e.get("changed").asBoolean()).isFalse();
    }
}
