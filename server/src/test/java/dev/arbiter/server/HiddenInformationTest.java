package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.engine.game.Game;
import dev.arbiter.engine.decision.Decision;
import dev.arbiter.engine.state.GameObject;
import dev.arbiter.engine.state.GameState;
import dev.arbiter.engine.state.Zone;
import dev.arbiter.server.game.LiveGame;
import dev.arbiter.server.protocol.ChoiceCodec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plays seeded games through the API and scans every message sent to each seat (400.2, 401.2,
 * 402.3): no message names the id of a card in another player's hand or in any library (ids
 * would give away a card, its library position and the order), and no message names a card of
 * the opponent's deck before that card has been in a public zone.
 */
class HiddenInformationTest {
    private static final Set<String> ID_FIELDS = Set.of("id", "card", "creature", "object", "sourceId", "attacker",
            "blocker", "attachedTo", "source", "ids", "attackers", "blocks");
    private final TestServer server = new TestServer();
    private final List<String> leaks = new ArrayList<>();
    private final Map<String, Set<String>> publicNames = new ConcurrentHashMap<>();
    private int scanned;

    @AfterEach
    void stop() {
        server.close();
    }

    private void watch() {
        server.server.games().tap(new LiveGame.Tap() {
            @Override
            public void sent(String gameId, int seat, GameState state, String message) {
                scan(gameId, seat, state, message);
            }

            @Override
            public void recorded(String gameId, GameState state) {
                remember(gameId, state);
            }
        });
    }

    private void remember(String gameId, GameState s) {
        Set<String> names = publicNames.computeIfAbsent(gameId, k -> ConcurrentHashMap.newKeySet());
        for (GameObject o : s.objects()) if (o.zone() != Zone.LIBRARY && o.zone() != Zone.HAND) names.add(o.name());
    }

    private synchronized void scan(String gameId, int seat, GameState state, String message) {
        scanned++;
        remember(gameId, state);
        Decision d = Game.decision(state);
        GameState seen = d != null && d.player() == seat ? Game.view(state) : state;
        Set<Integer> hidden = new HashSet<>();
        Set<String> hiddenNames = new HashSet<>();
        for (GameObject o : seen.objects()) {
            boolean isHidden = o.zone() == Zone.LIBRARY || (o.zone() == Zone.HAND && o.owner() != seat);
            if (isHidden) hidden.add(o.id());
            if (o.owner() != seat && isHidden) hiddenNames.add(o.name());
        }
        hiddenNames.removeAll(publicNames.getOrDefault(gameId, Set.of()));
        for (GameObject o : seen.objects()) if (o.owner() == seat) hiddenNames.remove(o.name());
        JsonNode n;
        try {
            n = ChoiceCodec.JSON.readTree(message);
        } catch (Exception e) {
            leaks.add("unreadable message " + message);
            return;
        }
        List<Integer> ids = new ArrayList<>();
        collectIds(n, null, ids);
        for (int id : ids) {
            if (hidden.contains(id)) {
                leaks.add("seat " + seat + " was sent hidden object " + id + " (" + seen.object(id).name() + " in "
                        + seen.object(id).zone() + " of player " + seen.object(id).owner() + ")");
            }
        }
        List<String> texts = new ArrayList<>();
        n.findValues("name").forEach(v -> texts.add(v.asText()));
        collectTexts(n, texts);
        for (String name : hiddenNames) {
            java.util.regex.Pattern word = java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(name) + "\\b");
            for (String t : texts) {
                if (word.matcher(t).find()) {
                    leaks.add("seat " + seat + " was sent the name of hidden card " + name + ": " + t);
                    break;
                }
            }
        }
    }

    private static void collectTexts(JsonNode n, List<String> out) {
        if (n.isTextual()) out.add(n.asText());
        for (JsonNode x : n) collectTexts(x, out);
    }

    /** Object ids in the message: every integer under an id-like key (player ids are under "players"[].id, skipped). */
    private static void collectIds(JsonNode n, String key, List<Integer> out) {
        if (n.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> it = n.fields();
            while (it.hasNext()) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().equals("players") && e.getValue().isArray()) {
                    for (JsonNode p : e.getValue()) {
                        Iterator<Map.Entry<String, JsonNode>> pf = p.fields();
                        while (pf.hasNext()) {
                            Map.Entry<String, JsonNode> f = pf.next();
                            if (!f.getKey().equals("id")) collectIds(f.getValue(), f.getKey(), out);
                        }
                    }
                    continue;
                }
                collectIds(e.getValue(), e.getKey(), out);
            }
        } else if (n.isArray()) {
            for (JsonNode x : n) collectIds(x, key, out);
        } else if (n.isIntegralNumber() && key != null && ID_FIELDS.contains(key)) {
            out.add(n.asInt());
        }
    }

    @Test
    void noMessageToAnySeatRevealsHiddenCards() {
        watch();
        for (long seed = 1; seed <= 4; seed++) {
            String decks = seed % 2 == 0 ? "\"deck\":\"green-simple\",\"opponentDeck\":\"red-simple\"" : "\"deck\":\"red-simple\",\"opponentDeck\":\"green-simple\"";
            try (SeatClient me = server.createAndConnect("{\"name\":\"alice\",\"seed\":" + seed + "," + decks + "}")) {
                JsonNode end = new JsonBot(seed).playToEnd(me, 20_000);
                assertThat(end.get("over").asBoolean()).isTrue();
            }
        }
        for (long seed = 5; seed <= 6; seed++) {
            JsonNode c = server.post("/api/games", "{\"name\":\"alice\",\"opponent\":\"human\",\"opponentName\":\"bob\",\"seed\":" + seed + "}").json();
            String id = c.get("id").asText();
            try (SeatClient a = SeatClient.connect(server, id, 0, c.get("token").asText());
                 SeatClient b = SeatClient.connect(server, id, 1, c.get("shareLink").asText().replaceAll(".*token=", ""))) {
                TwoSeats.play(a, b, seed, 40_000);
            }
        }
        assertThat(scanned).as("messages scanned").isGreaterThan(300);
        assertThat(leaks).as("hidden information sent to a seat").isEmpty();
    }

    @Test
    void theScanWouldSeeALeak() {
        // The scanner itself: a message carrying a library card's id or a hidden card's name is caught.
        watch();
        try (SeatClient me = server.createAndConnect("{\"name\":\"alice\",\"seed\":9}")) {
            me.next("state");
        }
        GameState s = server.server.games().live(server.get("/games").json().get(0).get("id").asText()).orElseThrow().state();
        int libraryCard = s.player(1).library().get(0);
        String name = s.object(s.player(1).library().get(1)).name();
        scan("test", 0, s, "{\"type\":\"state\",\"view\":{\"battlefield\":[{\"id\":" + libraryCard + "}]}}");
        scan("test", 0, s, "{\"log\":[\"random AI has \\\"" + name + "\\\" in hand\"]}");
        assertThat(leaks).hasSize(2);
    }
}
