package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.server.game.Replays;
import dev.arbiter.server.store.GameRecord;
import dev.arbiter.agents.Match;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A server restart loses no finished game, and an unfinished one is resumed from its record
 * (decks, seed, rules edition, choices) exactly where it was.
 */
class RestartTest {
    @TempDir
    Path dir;

    @Test
    void finishedGamesSurviveARestartAndUnfinishedOnesResume() {
        String url = "jdbc:h2:file:" + dir.resolve("games");
        String finishedId;
        GameState finishedState;
        String unfinishedId;
        String unfinishedToken;
        JsonNode before;
        try (TestServer first = new TestServer(url)) {
            try (SeatClient me = first.createAndConnect("{\"name\":\"alice\",\"seed\":31,\"edition\":\"current\"}")) {
                new JsonBot(31).playToEnd(me, 20_000);
                finishedId = me.gameId;
                finishedState = first.server.games().inMemory(finishedId).orElseThrow().state();
            }
            JsonNode c = first.post("/api/games", "{\"name\":\"alice\",\"seed\":32}").json();
            unfinishedId = c.get("id").asText();
            unfinishedToken = c.get("token").asText();
            try (SeatClient me = SeatClient.connect(first, unfinishedId, 0, unfinishedToken)) {
                JsonNode s = me.next("state");
                JsonBot bot = new JsonBot(32);
                for (int i = 0; i < 5; i++) {
                    me.choose(s.get("seq").asInt(), bot.choose(s.get("decision"), false));
                    JsonNode r = me.next();
                    if (r.get("type").asText().equals("state")) s = r;
                }
                before = s;
            }
            assertThat(before.get("over").asBoolean()).isFalse();
        } // the server stops: the unfinished game is stored as abandoned

        try (TestServer second = new TestServer(url)) {
            JsonNode list = second.get("/games").json();
            assertThat(list).hasSize(2);
            JsonNode fin = second.get("/api/games/" + finishedId).json();
            assertThat(fin.get("status").asText()).isEqualTo("finished");
            assertThat(fin.get("edition").asText()).isEqualTo("current");
            assertThat(second.get("/api/games/" + unfinishedId).json().get("status").asText()).isEqualTo("abandoned");
            assertThat(second.get("/api/games/" + unfinishedId).json().has("choices")).as("choices of an unfinished game stay secret").isFalse();

            // The record replays exactly: the same final state, value for value.
            GameRecord rec = second.server.games().record(finishedId).orElseThrow();
            assertThat(Replays.at(second.server.games(), rec, rec.choices().size()).state()).isEqualTo(finishedState);
            assertThat(Match.replay(second.server.games().setup(rec), rec.choices())).isEqualTo(finishedState);

            // The unfinished game resumes from its record where it was, and plays on to the end.
            try (SeatClient me = SeatClient.connect(second, unfinishedId, 0, unfinishedToken)) {
                JsonNode s = me.next("state");
                assertThat(s.get("seq").asInt()).isEqualTo(before.get("seq").asInt());
                assertThat(s.get("view")).isEqualTo(before.get("view"));
                assertThat(s.get("decision")).isEqualTo(before.get("decision"));
                me.choose(s.get("seq").asInt(), new JsonBot(33).choose(s.get("decision"), false));
                JsonNode end = new JsonBot(33).playToEnd(me, 20_000);
                assertThat(end.get("over").asBoolean()).isTrue();
            }
            assertThat(second.get("/api/games/" + unfinishedId).json().get("status").asText()).isEqualTo("finished");
        }
    }
}
