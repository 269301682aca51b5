package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.server.protocol.ChoiceCodec;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plays a seat from the messages alone (what a browser sees): a seeded random legal-looking choice
 * for each decision kind. After an "illegal" error it falls back to the simplest answer.
 */
public final class JsonBot {
    private final Random rnd;

    public JsonBot(long seed) {
        rnd = new Random(seed);
    }

    public ObjectNode choose(JsonNode decision, boolean fallback) {
        ObjectNode c = ChoiceCodec.JSON.createObjectNode();
        switch (decision.get("kind").asText()) {
            case "priority" -> {
                List<JsonNode> useful = new ArrayList<>();
                for (JsonNode a : decision.get("actions")) if (!a.path("mana").asBoolean() && !"pass".equals(a.get("choice").get("kind").asText())) useful.add(a);
                if (fallback || useful.isEmpty() || rnd.nextInt(3) == 0) return c.put("kind", "pass");
                return (ObjectNode) useful.get(rnd.nextInt(useful.size())).get("choice");
            }
            case "targets" -> {
                c.put("kind", "targets");
                ArrayNode t = c.putArray("targets");
                List<JsonNode> cands = list(decision.get("candidates"));
                for (int i = 0; i < decision.get("min").asInt() && i < cands.size(); i++) t.add(cands.get(i).get("target"));
                return c;
            }
            case "number" -> {
                return c.put("kind", "number").put("value", decision.get("min").asInt());
            }
            case "option" -> {
                return c.put("kind", "option").put("index", 0);
            }
            case "objects" -> {
                c.put("kind", "objects");
                ArrayNode ids = c.putArray("ids");
                List<JsonNode> cands = list(decision.get("candidates"));
                for (int i = 0; i < decision.get("min").asInt(); i++) ids.add(cands.get(i).get("id").asInt());
                return c;
            }
            case "attackers" -> {
                c.put("kind", "attackers");
                ArrayNode a = c.putArray("attacks");
                {
                    for (JsonNode cand : decision.get("candidates")) {
                        if (fallback ? rnd.nextInt(4) != 0 : rnd.nextBoolean()) a.addObject().put("attacker", cand.get("creature").asInt())
                                .set("defender", cand.get("defenders").get(0).get("target"));
                    }
                }
                return c;
            }
            case "blockers" -> {
                c.put("kind", "blockers");
                ArrayNode b = c.putArray("blocks");
                {
                    for (JsonNode cand : decision.get("candidates")) {
                        if (rnd.nextInt(3) == 0 && cand.get("attackers").size() > 0) {
                            b.addObject().put("blocker", cand.get("creature").asInt()).put("attacker", cand.get("attackers").get(0).asInt());
                        }
                    }
                }
                return c;
            }
            case "damage" -> {
                c.put("kind", "damage");
                ArrayNode shares = c.putArray("shares");
                int left = decision.get("amount").asInt();
                List<JsonNode> rs = list(decision.get("recipients"));
                for (int i = 0; i < rs.size() && left > 0; i++) {
                    int give = i == rs.size() - 1 || !rs.get(i).has("lethal") ? left : Math.min(left, rs.get(i).get("lethal").asInt());
                    shares.addObject().put("amount", give).set("recipient", rs.get(i).get("target"));
                    left -= give;
                }
                return c;
            }
            default -> throw new IllegalArgumentException("unknown decision " + decision);
        }
    }

    private static List<JsonNode> list(JsonNode a) {
        List<JsonNode> out = new ArrayList<>();
        a.forEach(out::add);
        return out;
    }

    /**
     * Plays {@code client}'s seat until the game is over (or {@code maxMessages}); returns the final state message.
     * Every error other than "illegal" fails; after "illegal" it answers again with the fallback.
     */
    public JsonNode playToEnd(SeatClient client, int maxMessages) {
        JsonNode state = client.next("state");
        boolean fallback = false;
        for (int i = 0; i < maxMessages; i++) {
            if (state.get("over").asBoolean() || !"playing".equals(state.path("status").asText("playing"))) return state;
            JsonNode d = state.get("decision");
            if (d != null && d.get("yours").asBoolean()) {
                client.choose(state.get("seq").asInt(), choose(d, fallback));
                JsonNode reply = client.next();
                if (reply.get("type").asText().equals("error")) {
                    if (!reply.get("code").asText().equals("illegal")) throw new AssertionError("unexpected error " + reply);
                    fallback = true;
                    continue;
                }
                fallback = false;
                state = reply;
            } else {
                state = client.next("state");
            }
        }
        throw new AssertionError("game not over after " + maxMessages + " messages");
    }
}
