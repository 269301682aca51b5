package dev.arbiter.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.engine.rules.RulesEdition;
import dev.arbiter.server.game.BadRequest;
import dev.arbiter.server.game.NewGame;
import dev.arbiter.server.protocol.ChoiceCodec;

import java.util.Locale;

/** Reads request bodies; a body that is not what the route expects is a {@link BadRequest} naming the field. */
final class JsonBodies {
    private JsonBodies() {
    }

    static JsonNode parse(String body) {
        try {
            JsonNode n = ChoiceCodec.JSON.readTree(body == null || body.isBlank() ? "{}" : body);
            if (!n.isObject()) throw new BadRequest("the request body must be a JSON object");
            return n;
        } catch (JsonProcessingException e) {
            throw new BadRequest("the request body is not JSON: " + e.getOriginalMessage());
        }
    }

    static NewGame newGame(String body) {
        JsonNode n = parse(body);
        Long seed = null;
        if (n.hasNonNull("seed")) {
            if (!n.get("seed").isIntegralNumber()) throw new BadRequest("\"seed\" must be an integer");
            seed = n.get("seed").asLong();
        }
        RulesEdition edition = null;
        if (n.hasNonNull("edition")) {
            try {
                edition = RulesEdition.valueOf(n.get("edition").asText().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BadRequest("\"edition\" must be seed or current");
            }
        }
        return new NewGame(text(n, "name"), text(n, "deck"), text(n, "opponent"), text(n, "agent"),
                text(n, "opponentName"), text(n, "opponentDeck"), seed, edition);
    }

    private static String text(JsonNode n, String field) {
        if (!n.hasNonNull(field)) return null;
        if (!n.get(field).isTextual()) throw new BadRequest("\"" + field + "\" must be a string");
        return n.get(field).asText();
    }
}
