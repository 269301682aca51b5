package dev.arbiter.server.http;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.cards.compile.CompileResult;
import dev.arbiter.cards.deck.DeckEntry;
import dev.arbiter.cards.pool.CardPool;
import dev.arbiter.engine.decision.Choice;
import dev.arbiter.server.game.BadRequest;
import dev.arbiter.server.game.Created;
import dev.arbiter.server.game.DeckCatalog;
import dev.arbiter.server.game.GameService;
import dev.arbiter.server.game.Opponents;
import dev.arbiter.server.game.Replays;
import dev.arbiter.server.protocol.ChoiceCodec;
import dev.arbiter.server.store.GameRecord;
import dev.arbiter.server.store.PlayerRecord;
import dev.arbiter.server.view.CardView;
import dev.arbiter.server.view.SeatView;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.util.Locale;

/** The JSON API: decks, cards, AI opponents, games (create, list, record, replay). */
final class ApiRoutes {
    private final GameService games;

    ApiRoutes(GameService games) {
        this.games = games;
    }

    void register(RoutesConfig r) {
        r.get("/api/decks", this::decks);
        r.get("/api/decks/{name}", this::deck);
        r.get("/api/cards", this::cards);
        r.get("/api/cards/{name}", this::card);
        r.get("/api/opponents", ctx -> {
            ArrayNode a = ChoiceCodec.JSON.createArrayNode();
            Opponents.names().forEach(a::add);
            json(ctx, a);
        });
        r.post("/api/games", this::create);
        r.get("/games", this::list);
        r.get("/api/games", this::list);
        r.get("/api/games/{id}", this::record);
        r.get("/api/games/{id}/replay", this::replay);
    }

    private void decks(Context ctx) {
        ArrayNode a = ChoiceCodec.JSON.createArrayNode();
        DeckCatalog catalog = games.catalog();
        for (String name : catalog.names()) a.add(ChoiceCodec.JSON.createObjectNode().put("name", name)
                .put("cards", catalog.list(name).mainCount()));
        json(ctx, a);
    }

    private void deck(Context ctx) {
        var list = games.catalog().list(ctx.pathParam("name"));
        ObjectNode n = ChoiceCodec.JSON.createObjectNode().put("name", list.name());
        ArrayNode main = n.putArray("main");
        for (DeckEntry e : list.main()) main.addObject().put("count", e.count()).put("name", e.name());
        json(ctx, n);
    }

    private void cards(Context ctx) {
        String q = ctx.queryParam("q");
        String needle = q == null ? "" : q.toLowerCase(Locale.ROOT);
        ArrayNode a = ChoiceCodec.JSON.createArrayNode();
        for (CompileResult res : games.catalog().listed().results()) {
            if (!(res instanceof CompileResult.Supported s)) continue;
            if (!s.def().name().toLowerCase(Locale.ROOT).contains(needle)) continue;
            a.add(CardView.printed(s.def()));
            if (a.size() >= 200) break;
        }
        json(ctx, a);
    }

    private void card(Context ctx) {
        String name = ctx.pathParam("name");
        CardPool pool = games.catalog().pool();
        if (!pool.contains(name)) throw new BadRequest(404, "no card named \"" + name + "\"");
        try {
            json(ctx, CardView.printed(pool.definition(name)));
        } catch (IllegalArgumentException e) {
            throw new BadRequest(404, e.getMessage());
        }
    }

    private void create(Context ctx) {
        Created c = games.create(JsonBodies.newGame(ctx.body()));
        ObjectNode n = ChoiceCodec.JSON.createObjectNode().put("id", c.id()).put("seat", c.seat()).put("token", c.token())
                .put("play", "/?game=" + c.id() + "&seat=0&token=" + c.token());
        if (c.opponentToken() != null) {
            n.put("shareLink", "/?game=" + c.id() + "&seat=1&token=" + c.opponentToken());
        }
        ctx.status(201);
        json(ctx, n);
    }

    private void list(Context ctx) {
        int limit = 100;
        String l = ctx.queryParam("limit");
        if (l != null) {
            try {
                limit = Math.max(1, Math.min(1000, Integer.parseInt(l)));
            } catch (NumberFormatException e) {
                throw new BadRequest("\"limit\" must be a number");
            }
        }
        ArrayNode a = ChoiceCodec.JSON.createArrayNode();
        for (GameRecord r : games.list(limit)) a.add(summary(r));
        json(ctx, a);
    }

    /** A game's record. The choices (which name hidden cards, e.g. those put on the bottom) only once it is finished. */
    private void record(Context ctx) {
        GameRecord r = games.record(ctx.pathParam("id")).orElseThrow(() -> new BadRequest(404, "no game " + ctx.pathParam("id")));
        ObjectNode n = summary(r);
        n.put("choiceCount", r.choices().size());
        if (r.finished()) {
            ArrayNode decks = n.putArray("decks");
            for (PlayerRecord p : r.players()) {
                ArrayNode cards = decks.addArray();
                p.cards().forEach(cards::add);
            }
            ArrayNode choices = n.putArray("choices");
            for (Choice c : r.choices()) choices.add(ChoiceCodec.write(c));
        }
        json(ctx, n);
    }

    private void replay(Context ctx) {
        GameRecord r = games.record(ctx.pathParam("id")).orElseThrow(() -> new BadRequest(404, "no game " + ctx.pathParam("id")));
        if (!r.finished()) throw new BadRequest(409, "only a finished game can be replayed (this one is " + r.status() + ")");
        int step = intParam(ctx, "step", r.choices().size());
        int seat = intParam(ctx, "seat", 0);
        if (seat < 0 || seat >= r.players().size()) throw new BadRequest("no seat " + seat);
        Replays.Position p = Replays.at(games, r, step);
        ObjectNode n = ChoiceCodec.JSON.createObjectNode().put("step", step).put("steps", r.choices().size());
        n.set("view", SeatView.of(p.state(), seat));
        ArrayNode log = n.putArray("log");
        p.log().forEach(log::add);
        json(ctx, n);
    }

    private static int intParam(Context ctx, String name, int dflt) {
        String v = ctx.queryParam(name);
        if (v == null) return dflt;
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new BadRequest("\"" + name + "\" must be a number");
        }
    }

    /** A game for the list. The seed (which fixes every shuffle: library order, 401.2) only once the game is finished. */
    static ObjectNode summary(GameRecord r) {
        ObjectNode n = ChoiceCodec.JSON.createObjectNode().put("id", r.id()).put("created", r.created().toString())
                .put("status", r.status()).put("edition", r.edition().name().toLowerCase(Locale.ROOT))
                .put("turn", r.turn()).put("winner", r.winner());
        if (r.finished()) n.put("seed", r.seed());
        if (r.reason() != null) n.put("reason", r.reason());
        ArrayNode players = n.putArray("players");
        for (PlayerRecord p : r.players()) {
            ObjectNode x = players.addObject().put("name", p.name()).put("deck", p.deckName()).put("kind", p.kind());
            if (p.agent() != null) x.put("agent", p.agent());
        }
        return n;
    }

    static void json(Context ctx, Object node) {
        ctx.contentType("application/json").result(node.toString());
    }
}
