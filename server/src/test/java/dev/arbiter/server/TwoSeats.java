package dev.arbiter.server;

import com.fasterxml.jackson.databind.JsonNode;

/** Drives two person seats with {@link JsonBot}s: whoever must decide answers; both read every broadcast. */
final class TwoSeats {
    private TwoSeats() {
    }

    static void play(SeatClient a, SeatClient b, long seed, int maxChoices) {
        SeatClient[] seats = {a, b};
        JsonBot[] bots = {new JsonBot(seed), new JsonBot(seed + 1)};
        JsonNode[] last = {a.next("state"), b.next("state")};
        boolean fallback = false;
        for (int i = 0; i < maxChoices; i++) {
            if (last[0].get("over").asBoolean()) return;
            int who = last[0].get("decision").get("player").asInt();
            JsonNode d = last[who].get("decision");
            if (!d.get("yours").asBoolean()) throw new AssertionError("seat " + who + " was not told it decides: " + d);
            seats[who].choose(last[who].get("seq").asInt(), bots[who].choose(d, fallback));
            JsonNode reply = seats[who].next();
            if (reply.get("type").asText().equals("error")) {
                if (!reply.get("code").asText().equals("illegal")) throw new AssertionError("unexpected error " + reply);
                fallback = true;
                continue;
            }
            fallback = false;
            last[who] = reply;
            last[1 - who] = seats[1 - who].next("state");
            if (last[0].get("seq").asInt() != last[1].get("seq").asInt()) throw new AssertionError("seats out of step");
        }
        throw new AssertionError("game not over after " + maxChoices + " choices");
    }
}
