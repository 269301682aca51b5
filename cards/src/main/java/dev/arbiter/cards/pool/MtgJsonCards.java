package dev.arbiter.cards.pool;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads MTGJSON's {@code AtomicCards.json} ({@code {"meta": ..., "data": {"Card Name": [face, ...]}}})
 * as card-format text, one card at a time on first use ({@link LazyCardFile}). Single-faced cards
 * are read; split, adventure, double-faced and other multi-face cards are known by name and refused
 * with that reason (Arbiter's card format has one face). Positions name the file and the card:
 * {@code AtomicCards.json (Llanowar Elves):3}.
 */
public final class MtgJsonCards {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> MULTI_FACE = Set.of("split", "flip", "transform", "modal_dfc", "meld", "adventure",
            "aftermath", "reversible_card", "double_faced_token", "art_series");
    private static final Map<String, String> COLOR_NAMES = Map.of("W", "white", "U", "blue", "B", "black", "R", "red",
            "G", "green");

    private MtgJsonCards() {
    }

    /**
     * Indexes the cards of an AtomicCards file read from {@code in}.
     *
     * @throws IllegalArgumentException naming {@code file:line} when it is not JSON or has no {@code data} object
     */
    static LazyCardFile read(String file, InputStream in) {
        Map<String, LazyCardFile.Block> blocks = new LinkedHashMap<>();
        Map<String, String> refused = new LinkedHashMap<>();
        boolean sawData = false;
        try (JsonParser p = JSON.createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw notAtomic(file, p);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                if (!"data".equals(field)) {
                    p.skipChildren();
                    continue;
                }
                if (value != JsonToken.START_OBJECT) throw notAtomic(file, p);
                sawData = true;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    JsonNode faces = JSON.readTree(p);
                    add(file, name, faces, blocks, refused);
                }
            }
        } catch (JsonProcessingException e) {
            long line = e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getLineNr());
            throw new IllegalArgumentException(file + ":" + line + ": not valid JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("can't read " + file, e);
        }
        if (!sawData) {
            throw new IllegalArgumentException(file + ":1: not an MTGJSON AtomicCards file (no \"data\" object of cards)");
        }
        return new LazyCardFile(blocks, refused);
    }

    private static IllegalArgumentException notAtomic(String file, JsonParser p) {
        long line = p.currentLocation() == null ? 1 : Math.max(1, p.currentLocation().getLineNr());
        return new IllegalArgumentException(file + ":" + line + ": not an MTGJSON AtomicCards file (expected"
                + " {\"data\": {\"Card Name\": [...]}})");
    }

    private static void add(String file, String name, JsonNode faces, Map<String, LazyCardFile.Block> blocks,
                            Map<String, String> refused) {
        String key = CardKeys.key(name);
        if (blocks.containsKey(key) || refused.containsKey(key)) return;
        JsonNode face = faces.isArray() && !faces.isEmpty() ? faces.get(0) : faces;
        String layout = face.path("layout").asText("normal");
        if (MULTI_FACE.contains(layout) || face.hasNonNull("faceName") || name.contains(" // ")) {
            refused.put(key, file + ": " + name + " is a multi-face card (MTGJSON layout " + layout
                    + "); Arbiter reads single-faced cards only");
            return;
        }
        if (!face.hasNonNull("type")) {
            refused.put(key, file + ": " + name + " has no \"type\"");
            return;
        }
        blocks.put(key, new LazyCardFile.Block(file + " (" + name + ")", 1, cardText(name, face)));
    }

    /** The card in the card format (CARD_FORMAT.md): name and cost, type line with P/T or loyalty, colour, rules. */
    static String cardText(String name, JsonNode face) {
        StringBuilder sb = new StringBuilder(name);
        String cost = face.path("manaCost").asText("");
        if (!cost.isBlank()) sb.append(' ').append(cost.strip());
        sb.append('\n').append(face.path("type").asText().strip());
        if (face.hasNonNull("power") && face.hasNonNull("toughness")) {
            sb.append(' ').append(face.get("power").asText()).append('/').append(face.get("toughness").asText());
        }
        if (face.hasNonNull("loyalty")) sb.append(" Loyalty ").append(face.get("loyalty").asText());
        sb.append('\n');
        JsonNode indicator = face.path("colorIndicator");
        if (indicator.isArray() && !indicator.isEmpty()) {
            List<String> colors = new ArrayList<>();
            indicator.forEach(c -> colors.add(COLOR_NAMES.getOrDefault(c.asText(), c.asText())));
            sb.append("Color: ").append(String.join(" and ", colors)).append('\n');
        }
        for (String line : face.path("text").asText("").split("\n")) {
            if (!line.isBlank()) sb.append(line.strip()).append('\n');
        }
        return sb.toString();
    }
}
