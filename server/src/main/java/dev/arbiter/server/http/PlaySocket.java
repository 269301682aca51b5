package dev.arbiter.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.arbiter.server.game.Client;
import dev.arbiter.server.game.GameService;
import dev.arbiter.server.game.LiveGame;
import dev.arbiter.server.game.Messages;
import dev.arbiter.server.game.Reply;
import dev.arbiter.server.protocol.ChoiceCodec;
import io.javalin.config.RoutesConfig;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;

import java.util.Optional;

/**
 * {@code /ws/games/{id}?seat=n&token=t}: one seat's live connection. The token is checked when the
 * connection opens (a wrong one gets an "unauthorized" error and the connection is closed);
 * every message is then that seat's, and is refused with an error unless it is valid.
 */
final class PlaySocket {
    private static final int MAX_MESSAGE = 64 * 1024;
    private final GameService games;

    PlaySocket(GameService games) {
        this.games = games;
    }

    void register(RoutesConfig r) {
        r.ws("/ws/games/{id}", this::configure);
    }

    private void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            ctx.session.setIdleTimeout(java.time.Duration.ofMinutes(30));
            String id = ctx.pathParam("id");
            Optional<LiveGame> game = games.live(id);
            if (game.isEmpty()) {
                refuse(ctx, "not-found", "no game " + id + " is being played (finished games are in GET /games)");
                return;
            }
            int seat = seat(ctx.queryParam("seat"));
            if (!game.get().authorized(seat, ctx.queryParam("token"))) {
                refuse(ctx, "unauthorized", "wrong seat or token for game " + id);
                return;
            }
            Client client = new Client(ctx::send);
            ctx.attribute("game", game.get());
            ctx.attribute("seat", seat);
            ctx.attribute("client", client);
            game.get().connect(seat, client);
        });
        ws.onMessage(ctx -> {
            LiveGame game = ctx.attribute("game");
            if (game == null) return;
            int seat = ctx.attribute("seat");
            String text = ctx.message();
            Reply reply;
            if (text.length() > MAX_MESSAGE) {
                reply = Reply.error("malformed", "message too long");
            } else {
                reply = game.submit(seat, parse(text));
            }
            if (reply != null) ctx.send(Messages.error(reply));
        });
        ws.onClose(ctx -> {
            LiveGame game = ctx.attribute("game");
            if (game != null) game.disconnect(ctx.attribute("seat"), ctx.attribute("client"));
        });
    }

    private static JsonNode parse(String text) {
        try {
            return ChoiceCodec.JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return null; // submit answers "malformed"
        }
    }

    private static int seat(String s) {
        try {
            return s == null ? -1 : Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void refuse(WsContext ctx, String code, String message) {
        ctx.send(Messages.error(Reply.error(code, message)));
        ctx.closeSession(WsCloseStatus.POLICY_VIOLATION, code);
    }
}
