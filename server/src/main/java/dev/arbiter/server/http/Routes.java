package dev.arbiter.server.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.server.game.BadRequest;
import dev.arbiter.server.game.GameService;
import dev.arbiter.server.protocol.ChoiceCodec;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;

/** Builds the Javalin app: the web client (classpath {@code /web}), the JSON API and the play socket. */
public final class Routes {
    private Routes() {
    }

    public static Javalin create(GameService games) {
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.staticFiles.add(s -> {
                s.hostedPath = "/";
                s.directory = "/web";
                s.location = Location.CLASSPATH;
            });
            new ApiRoutes(games).register(config.routes);
            new PlaySocket(games).register(config.routes);
            config.routes.exception(BadRequest.class, (e, ctx) -> {
                ctx.status(e.status());
                ApiRoutes.json(ctx, error(e.getMessage()));
            });
            config.routes.exception(IllegalArgumentException.class, (e, ctx) -> {
                ctx.status(400);
                ApiRoutes.json(ctx, error(e.getMessage()));
            });
        });
    }

    private static ObjectNode error(String message) {
        return ChoiceCodec.JSON.createObjectNode().put("error", message);
    }
}
